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
 * GET /api/health/live, /api/health/ready and /api/health (decision 0081). Liveness: 200 while the
 * process answers. Readiness, for the balancer: 200 `ok` while the instance can serve (the database
 * answers, not shutting down), 503 `unavailable`/`draining` otherwise; Redis is not part of it (the
 * site works without it, degraded). The dependency report: every store's state, `degraded` (200)
 * when an optional one (Redis) fails, 503 when the instance cannot serve.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining', 'unavailable']),
  database: z.enum(['ok', 'unavailable']).optional(),
  redis: z.enum(['ok', 'unavailable', 'not-configured']).optional(),
});
