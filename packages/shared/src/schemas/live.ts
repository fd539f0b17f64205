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
  lastEventId: z.string().max(64).optional(),
});
