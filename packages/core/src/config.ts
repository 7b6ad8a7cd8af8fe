import { z } from 'zod';

/** What the browser learns at run time from `GET /api/config`. */
export const PublicConfigSchema = z.object({
  google_maps_api_key: z.string().nullable(),
  google_client_id: z.string().nullable(),
  payment_mode: z.enum(['sandbox', 'live']),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
