import { z } from 'zod';
import { requiredText } from './auth.ts';
import { POLICY_PLACEMENTS, type PolicyPlacement } from './constants.ts';

export const PolicyPlacementSchema = z.enum(POLICY_PLACEMENTS, {
  error: `The placement must be one of ${POLICY_PLACEMENTS.join(', ')}.`,
});

/** How each placement reads in the back office. */
export const POLICY_PLACEMENT_LABELS: Record<PolicyPlacement, string> = {
  information_card: 'Booking card (View Policies)',
  site_wide: 'Policies page',
  booking_flow: 'Booking flow',
  profile: 'Profile',
};

export const POLICY_TITLE_MAX = 200;
export const POLICY_CATEGORY_MAX = 100;
export const POLICY_CONTENT_MAX = 20_000;

// Spec §8 and the admin page's own lines.
export const POLICIES_LOAD_FAILED = 'Failed to load policies';
export const POLICY_SAVE_FAILED = 'Failed to save policy';
export const POLICY_DELETE_FAILED = 'Failed to delete policy';
export const NO_POLICIES = 'No policies found.';
export const DELETE_POLICY_QUESTION = 'Delete this policy?';
export const POLICY_CREATED = 'Policy created successfully.';
export const POLICY_UPDATED = 'Policy updated successfully.';
export const POLICY_DELETED = 'Policy deleted successfully.';
export const POLICY_NOT_FOUND = 'Policy not found';
export const POLICY_CONTENT_UNREADABLE =
  'The content has no readable text once unsafe markup is removed.';

/**
 * A policy as it is answered. `content` is what the admin wrote (Markdown or HTML), with
 * unsafe markup removed; `content_html` is that content rendered and sanitized, the only
 * form a page puts into its markup.
 */
export const PolicySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  content_html: z.string(),
  category: z.string().nullable(),
  placement: PolicyPlacementSchema,
});
export type Policy = z.infer<typeof PolicySchema>;

export const PolicyListQuerySchema = z.object({
  placement: PolicyPlacementSchema.optional(),
});
export const PolicyListResponseSchema = z.object({ policies: z.array(PolicySchema) });

/** `POST /policies`, `PUT /policies/{id}` (spec §5 Policy): the category is free text. */
export const PolicyInputSchema = z.object({
  title: requiredText('title', POLICY_TITLE_MAX),
  content: requiredText('content', POLICY_CONTENT_MAX),
  category: z
    .string({ error: 'The category must be text.' })
    .trim()
    .max(
      POLICY_CATEGORY_MAX,
      `The category may not be greater than ${POLICY_CATEGORY_MAX} characters.`,
    )
    .nullable()
    .optional()
    .transform((category) => category || null),
  placement: PolicyPlacementSchema.optional().default('information_card'),
});
export type PolicyInput = z.input<typeof PolicyInputSchema>;
export type PolicyChanges = z.output<typeof PolicyInputSchema>;

export const PolicySavedResponseSchema = z.object({ message: z.string(), policy: PolicySchema });
export type PolicySavedResponse = z.infer<typeof PolicySavedResponseSchema>;
