import { z } from 'zod';
import { textField } from './fields.js';

/**
 * The landing counters, in the order the page shows them. Each is contributed by the module that
 * owns what it counts (students: accounts; premiumCourses: courses; aiAgents: the AI lab); a module
 * that does not exist yet contributes nothing, and the page shows the counters it receives.
 */
export const PUBLIC_COUNTER_KEYS = ['students', 'premiumCourses', 'aiAgents'] as const;
export type PublicCounterKey = (typeof PUBLIC_COUNTER_KEYS)[number];

export const publicStatsSchema = z.object({
  counters: z.array(z.object({ key: z.enum(PUBLIC_COUNTER_KEYS), count: z.number().int().nonnegative() })),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

export const notFoundReportSchema = z.object({ path: textField().min(1).max(2048) });

/**
 * Readiness (GET /api/health): 'ok' with a 200 only while the database (and Redis, when configured)
 * answer and the instance is not shutting down; a balancer sends traffic only to 200s.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'draining', 'unavailable']),
  database: z.enum(['ok', 'unavailable']).optional(),
  redis: z.enum(['ok', 'unavailable', 'not-configured']).optional(),
});
