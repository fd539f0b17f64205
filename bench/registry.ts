// Every benchmark `npm run bench` runs, in this order (issue 5's item numbers). To add one: a
// module exporting a `Benchmark` (bench/lib/types.ts) whose run() returns rows
// { name, baseline, candidate, ratio, spread, target, pass, note }, imported and listed here.
// Helpers for new benchmarks: bench/lib/server.ts (the built server as a child process, a
// sign-up, a 2xx GET), bench/lib/stats.ts (median, quantile, per-round ratios).
import { adSpyAtScale } from './adspy-scale.js';
import { apiOverhead } from './api-overhead.js';
import { coldStart } from './cold-start.js';
import { courseCertificates } from './course-certificates.js';
import { courseVideoRange } from './course-video-range.js';
import { coursesAtScale } from './courses-scale.js';
import { databaseLayer } from './db-layer.js';
import { fastPaths } from './fast-paths.js';
import { forumAtScale } from './forum-scale.js';
import { frontendPayload } from './frontend-payload.js';
import type { Benchmark } from './lib/types.js';
import { lighthouseAudit } from './lighthouse.js';
import { salesWebhooks } from './sales-webhooks.js';
import { scaleOut } from './scale-out.js';
import { streamingProxy } from './streaming-proxy.js';

export const benchmarks: Benchmark[] = [
  apiOverhead, // 1
  databaseLayer, // 2
  forumAtScale, // 3
  streamingProxy, // 4
  frontendPayload, // 5
  lighthouseAudit, // 6
  coldStart, // 7
  coursesAtScale, // 8 (issue 14: catalogue, player, completion at scale)
  courseVideoRange, // 9 (issue 14)
  adSpyAtScale, // 10 (issue 16: competitor list and comparison at scale)
  scaleOut, // 11 (issue 17: 1 and 2 instances on PostgreSQL and Redis, SSE fan-out)
  salesWebhooks, // 12 (issue 31: a burst of 1,000 sales webhooks acknowledged and applied)
  fastPaths, // 13 (issue 29: each fast path against its plain twin)
  courseCertificates, // 14 (issue 32: issuing a certificate with its PDF; verifying among 100,000)
];
