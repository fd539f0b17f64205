import { z } from 'zod';

/** Landing counters. A counter is null while its feature does not exist yet, and the page hides it. */
export const publicStatsSchema = z.object({
  students: z.number().int().nonnegative(),
  premiumCourses: z.number().int().nonnegative().nullable(),
  aiAgents: z.number().int().nonnegative().nullable(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

export const notFoundReportSchema = z.object({ path: z.string().min(1).max(2048) });

export const healthResponseSchema = z.object({ status: z.literal('ok') });
