// The ten hottest queries of the app, each as the app runs it: the repository function on a Kysely
// instance (the session lookup is the app's own, plugins/session.ts, not better-auth's). bench/db-layer.ts runs each through the app's
// own database setup and, as the baseline, the same SQL through better-sqlite3 directly.
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/schema.js';
import * as categories from '../apps/server/src/modules/forum/categories/categories.repository.js';
import * as scores from '../apps/server/src/modules/forum/ranking/scores.repository.js';
import * as replies from '../apps/server/src/modules/forum/replies/replies.repository.js';
import * as search from '../apps/server/src/modules/forum/search/search.repository.js';
import * as topics from '../apps/server/src/modules/forum/topics/topics.repository.js';
import { findMemberRow, findSessionMember } from '../apps/server/src/auth/member.repository.js';
import { countUnread } from '../apps/server/src/modules/notifications/notifications.repository.js';
import { readFeatureSwitches } from '../apps/server/src/modules/settings/settings.repository.js';
import { COMMON_WORD } from './forum-data.js';

export interface QueryTarget {
  db: Kysely<Database>;
  /** The reader's member id and session token. */
  viewerId: string;
  sessionToken: string;
}

export interface HotQuery {
  name: string;
  run(target: QueryTarget): Promise<unknown>;
}

const PAGE = 20 + 1; // the services ask one more row than they show, to know whether a next page exists

export const HOT_QUERIES: HotQuery[] = [
  {
    name: 'session by token, with the member (every signed-in request)',
    run: (t) => findSessionMember(t.db, t.sessionToken),
  },
  {
    name: 'member row with profile and switches (sign-in, session refresh)',
    run: (t) => findMemberRow(t.db, t.viewerId),
  },
  { name: 'feature switches (/api/me)', run: (t) => readFeatureSwitches(t.db) },
  { name: 'unread notifications count (top bar)', run: (t) => countUnread(t.db, t.viewerId) },
  { name: 'forum categories', run: (t) => categories.listCategories(t.db) },
  {
    name: 'topic list, first page (20 of 100,000)',
    run: (t) => topics.listLatest(t.db, { categoryId: null, after: null, limit: PAGE }),
  },
  { name: 'topic by id with author and category', run: (t) => topics.findTopic(t.db, 1) },
  {
    name: 'replies, first page of the 5,000-reply topic',
    run: (t) => replies.listReplies(t.db, 1, null, PAGE, t.viewerId),
  },
  { name: 'ranking, all-time top 5', run: (t) => scores.topScores(t.db, 'all', 5) },
  {
    name: `search '${COMMON_WORD}', first page (about 28,000 matches)`,
    run: (t) =>
      search.searchTopics(t.db, 'sqlite', { terms: [COMMON_WORD], categoryId: null, after: null, limit: PAGE }),
  },
];
