import { z } from 'zod';
import { POLICY_PLACEMENTS } from './constants.ts';

export const PolicyPlacementSchema = z.enum(POLICY_PLACEMENTS);

export const PolicySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  category: z.string().nullable(),
  placement: PolicyPlacementSchema,
});
export type Policy = z.infer<typeof PolicySchema>;

export const PolicyListQuerySchema = z.object({
  placement: PolicyPlacementSchema.optional(),
});
export const PolicyListResponseSchema = z.object({ policies: z.array(PolicySchema) });
