import { asc, eq, sql } from 'drizzle-orm';
import type { PolicyPlacement } from '@aso/core/constants';
import type { Db, Tx } from '../../db/client.ts';
import { policies } from '../../db/schema.ts';

const policyColumns = {
  id: policies.id,
  title: policies.title,
  content: policies.content,
  category: policies.category,
  placement: policies.placement,
};

export interface PolicyRow {
  id: number;
  title: string;
  content: string;
  category: string | null;
  placement: PolicyPlacement;
}

export interface PolicyValues {
  title: string;
  content: string;
  category: string | null;
  placement: PolicyPlacement;
}

export function findPolicies(db: Db, placement?: PolicyPlacement): Promise<PolicyRow[]> {
  return db
    .select(policyColumns)
    .from(policies)
    .where(placement ? eq(policies.placement, placement) : undefined)
    .orderBy(asc(policies.position), asc(policies.id));
}

/** The policy, locked until the transaction ends, so two edits do not interleave. */
export async function lockPolicy(tx: Tx, id: number): Promise<PolicyRow | undefined> {
  const [row] = await tx
    .select(policyColumns)
    .from(policies)
    .where(eq(policies.id, id))
    .for('update');
  return row;
}

/** A new policy goes after every existing one. */
export async function insertPolicy(tx: Tx, values: PolicyValues): Promise<PolicyRow> {
  const [row] = await tx
    .insert(policies)
    .values({
      ...values,
      position: sql`(select coalesce(max(${policies.position}), -1) + 1 from ${policies})`,
    })
    .returning(policyColumns);
  return row!;
}

export async function updatePolicyRow(
  tx: Tx,
  id: number,
  values: PolicyValues,
): Promise<PolicyRow> {
  const [row] = await tx
    .update(policies)
    .set(values)
    .where(eq(policies.id, id))
    .returning(policyColumns);
  return row!;
}

export async function deletePolicyRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(policies).where(eq(policies.id, id));
}
