import { asc, eq } from 'drizzle-orm';
import type { PolicyPlacement } from '@aso/core/constants';
import type { Db } from '../../db/client.ts';
import { policies } from '../../db/schema.ts';

export function findPolicies(db: Db, placement?: PolicyPlacement) {
  return db
    .select({
      id: policies.id,
      title: policies.title,
      content: policies.content,
      category: policies.category,
      placement: policies.placement,
    })
    .from(policies)
    .where(placement ? eq(policies.placement, placement) : undefined)
    .orderBy(asc(policies.position), asc(policies.id));
}
