import { z } from 'zod';
import { LIVE_TOPIC_PATTERN, LIVE_TOPICS_MAX } from '../live-channels.js';

/** GET /api/events: `topics` (comma-separated channels), and `lastEventId` when the page reconnects itself. */
export const liveEventsQuerySchema = z.strictObject({
  topics: z
    .string()
    .max(200)
    .optional()
    .transform((value) => (value ? value.split(',') : []))
    .pipe(z.array(z.string().regex(LIVE_TOPIC_PATTERN)).max(LIVE_TOPICS_MAX)),
  /** An event id as the bus writes them: '<n>' in memory, '<ms>-<seq>' on Redis. */
  lastEventId: z
    .string()
    .regex(/^\d{1,20}(-\d{1,20})?$/)
    .optional(),
});
