import type { PolicyPlacement } from '@aso/core/constants';
import type { Policy } from '@aso/core/policies';
import type { Db } from '../../db/client.ts';
import { findPolicies } from './policies.repository.ts';

export function listPolicies(db: Db, placement?: PolicyPlacement): Promise<Policy[]> {
  return findPolicies(db, placement);
}
