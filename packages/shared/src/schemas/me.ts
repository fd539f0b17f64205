import { z } from 'zod';
import { permissionsSchema, roleSchema } from './roles.js';
import { nameField } from './fields.js';

export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  /** ISO 8601 instant, or null for no expiry. */
  accessExpiration: z.string().nullable(),
  /** The personal logo (staff only): the academy's brand, shown where the brand goes, never as the avatar. */
  logoUrl: z.string().nullable(),
  /** The profile photo; null for the initials. */
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const featureSwitchesSchema = z.object({ adSpyEnabled: z.boolean() });
export type FeatureSwitches = z.infer<typeof featureSwitchesSchema>;

export const meResponseSchema = z.object({
  user: memberSchema,
  permissions: permissionsSchema,
  accessExpired: z.boolean(),
  features: featureSwitchesSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;
/** GET /api/me/session: the member, or null for a visitor (200 either way, see docs/decisions/0008). */
export const meOrVisitorResponseSchema = meResponseSchema.nullable();
export type MeOrVisitorResponse = z.infer<typeof meOrVisitorResponseSchema>;

export const updateProfileSchema = z.strictObject({ name: nameField });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
