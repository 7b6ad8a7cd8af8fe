import type { PolicyPlacement } from '@aso/core/constants';
import {
  POLICY_CONTENT_UNREADABLE,
  POLICY_NOT_FOUND,
  type Policy,
  type PolicyChanges,
} from '@aso/core/policies';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAdminAction } from '../admin-log/admin-log.service.ts';
import {
  deletePolicyRow,
  findPolicies,
  insertPolicy,
  lockPolicy,
  updatePolicyRow,
  type PolicyRow,
  type PolicyValues,
} from './policies.repository.ts';
import { cleanPolicySource, hasReadableText, renderPolicyHtml } from './policy-html.ts';

/** A policy as answered: its text cleaned again and rendered (see policy-html.ts). */
function toPolicy(row: PolicyRow): Policy {
  return {
    id: row.id,
    title: row.title,
    content: cleanPolicySource(row.content),
    content_html: renderPolicyHtml(row.content),
    category: row.category,
    placement: row.placement,
  };
}

export async function listPolicies(db: Db, placement?: PolicyPlacement): Promise<Policy[]> {
  return (await findPolicies(db, placement)).map(toPolicy);
}

/** What is stored: the content without unsafe markup, refused when nothing readable is left. */
function storedValues(changes: PolicyChanges): PolicyValues {
  const content = cleanPolicySource(changes.content);
  if (!hasReadableText(renderPolicyHtml(content))) {
    throw new AppError(422, POLICY_CONTENT_UNREADABLE, { content: [POLICY_CONTENT_UNREADABLE] });
  }
  return {
    title: changes.title,
    content,
    category: changes.category,
    placement: changes.placement,
  };
}

const described = (policy: { title: string; placement: PolicyPlacement }) =>
  `Policy "${policy.title}" (${policy.placement})`;

export async function createPolicy(
  deps: Deps,
  adminId: number,
  changes: PolicyChanges,
): Promise<Policy> {
  const values = storedValues(changes);
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertPolicy(tx, values);
    await recordAdminAction(tx, {
      adminId,
      action: 'policy.created',
      details: `${described(created)} created`,
    });
    return created;
  });
  return toPolicy(row);
}

export async function updatePolicy(
  deps: Deps,
  adminId: number,
  id: number,
  changes: PolicyChanges,
): Promise<Policy> {
  const values = storedValues(changes);
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockPolicy(tx, id);
    if (!before) throw notFound(POLICY_NOT_FOUND);
    const after = await updatePolicyRow(tx, id, values);
    await recordAdminAction(tx, {
      adminId,
      action: 'policy.updated',
      details:
        before.title === after.title && before.placement === after.placement
          ? `${described(after)} updated`
          : `${described(before)} updated to ${described(after)}`,
    });
    return after;
  });
  return toPolicy(row);
}

export async function deletePolicy(deps: Deps, adminId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const policy = await lockPolicy(tx, id);
    if (!policy) throw notFound(POLICY_NOT_FOUND);
    await deletePolicyRow(tx, id);
    await recordAdminAction(tx, {
      adminId,
      action: 'policy.deleted',
      details: `${described(policy)} deleted`,
    });
  });
}
