// The requests of the forum-at-scale benchmark, prepared over HTTP against the running server and
// checked against the database: page 2,000 is reached by following the cursor chain from page 1
// (and compared with an OFFSET query), the big topic's last page starts after its 4,980th reply.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../apps/server/src/db/database.js';
import type { Database } from '../apps/server/src/db/schema.js';
import { COMMON_WORD, RARE_WORD } from './forum-data.js';
import { get2xx } from './lib/server.js';

export interface ForumCase {
  label: string;
  url: string;
  /** Held to the 20 ms target on PostgreSQL too (issue 33's pages), not only on SQLite. */
  bothDatabases?: boolean;
}

const DEEP_PAGE = 2_000;
/** A notification's link to the 4,900th reply of the 5,000-reply topic (`?around=`). */
const LINKED_REPLY = 4_900;

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n.toLocaleString('en-US')}${suffix}`;
}

async function countMatches(db: Kysely<Database>, kind: DatabaseKind, word: string): Promise<number> {
  const query =
    kind === 'postgres'
      ? sql<{
          n: number;
        }>`select count(*) as n from forum_topics where search_vector @@ to_tsquery('simple', ${`${word}:*`})`
      : sql<{ n: number }>`select count(*) as n from forum_topics_fts where forum_topics_fts match ${`"${word}"*`}`;
  return Number((await query.execute(db)).rows[0]!.n);
}

export async function prepareCases(options: {
  origin: string;
  cookie: string;
  db: Kysely<Database>;
  kind: DatabaseKind;
  bigTopicReplies: number;
  log: (line: string) => void;
}): Promise<ForumCase[]> {
  const { origin, cookie, db, kind, log } = options;
  const get = async (url: string) => JSON.parse(await get2xx(`${origin}${url}`, cookie)) as Record<string, unknown>;

  let cursor: string | null = null;
  for (let page = 1; page < DEEP_PAGE; page++) {
    cursor = (await get(`/api/forum/topics${cursor ? `?cursor=${cursor}` : ''}`)).nextCursor as string;
  }
  const deep = (await get(`/api/forum/topics?cursor=${cursor}`)).items as Array<{ id: string }>;
  const expected = await db
    .selectFrom('forum_topics')
    .select('id')
    .orderBy('pinned', 'desc')
    .orderBy('last_activity_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .offset((DEEP_PAGE - 1) * 20)
    .execute();
  if (deep.map((t) => t.id).join() !== expected.map((r) => String(r.id)).join()) {
    throw new Error(`page ${DEEP_PAGE} by cursor differs from the OFFSET query`);
  }

  const lastPageAfter = await db
    .selectFrom('forum_replies')
    .select(['created_at', 'id'])
    .where('topic_id', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .offset(options.bigTopicReplies - 20 - 1)
    .executeTakeFirstOrThrow();
  const replyCursor = Buffer.from(
    JSON.stringify([new Date(lastPageAfter.created_at).toISOString(), Number(lastPageAfter.id)]),
  ).toString('base64url');
  const last = (await get(`/api/forum/topics/1/replies?cursor=${replyCursor}`)) as {
    items: unknown[];
    nextCursor: unknown;
  };
  if (last.items.length !== 20 || last.nextCursor !== null)
    throw new Error('the last page of replies is not the last 20');

  const linked = await db
    .selectFrom('forum_replies')
    .select('id')
    .where('topic_id', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .offset(LINKED_REPLY - 1)
    .executeTakeFirstOrThrow();
  const around = (await get(`/api/forum/topics/1/replies?around=${linked.id}`)) as { items: Array<{ id: string }> };
  if (around.items[0]?.id !== String(linked.id)) throw new Error('the page at a reply does not start at it');

  const commonTotal = await countMatches(db, kind, COMMON_WORD);
  const rareTotal = await countMatches(db, kind, RARE_WORD);
  const ranks: string[] = [];
  for (const period of ['month', 'all']) {
    const ranking = (await get(`/api/forum/ranking?period=${period}`)) as { me: { rank: number } | null };
    ranks.push(ranking.me ? ordinal(ranking.me.rank) : 'no place');
  }
  log(`${kind}: page ${DEEP_PAGE} checked, '${COMMON_WORD}' in ${commonTotal} topics, '${RARE_WORD}' in ${rareTotal}`);
  const board = await leaderboardCases(db, get);

  return [
    { label: 'topic list, first page', url: '/api/forum/topics' },
    {
      label: `topic list, page ${DEEP_PAGE.toLocaleString('en-US')} (keyset)`,
      url: `/api/forum/topics?cursor=${cursor}`,
    },
    { label: 'topic with 5,000 replies, first page', url: '/api/forum/topics/1' },
    { label: 'topic with 5,000 replies, last page', url: `/api/forum/topics/1/replies?cursor=${replyCursor}` },
    {
      label: `topic with 5,000 replies, page at the ${ordinal(LINKED_REPLY)} reply (a link)`,
      url: `/api/forum/topics/1/replies?around=${linked.id}`,
    },
    {
      label: `search, common word ('${COMMON_WORD}', ${commonTotal.toLocaleString('en-US')} topics)`,
      url: `/api/forum/search?q=${COMMON_WORD}`,
    },
    { label: `search, rare word ('${RARE_WORD}', ${rareTotal} topics)`, url: `/api/forum/search?q=${RARE_WORD}` },
    { label: `ranking, this month, with own place (${ranks[0]})`, url: '/api/forum/ranking?period=month' },
    { label: `ranking, all time, with own place (${ranks[1]})`, url: '/api/forum/ranking?period=all' },
    ...board,
  ];
}

/**
 * The community pages of issue 33: the profile of the member with the most points (with their
 * places this month and all time, level and completed courses) and their recent activity, and the
 * leaderboard page of each period with the reader's own place. The first request of a rolling
 * window builds its counters (then every minute, as in production); the warm-up takes it.
 */
async function leaderboardCases(
  db: Kysely<Database>,
  get: (url: string) => Promise<Record<string, unknown>>,
): Promise<ForumCase[]> {
  const top = await db
    .selectFrom('forum_scores')
    .select('user_id')
    .where('period', '=', 'all')
    .orderBy('score', 'desc')
    .orderBy('user_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const profile = `/api/forum/members/${encodeURIComponent(top.user_id)}`;
  await get(profile);
  const cases: ForumCase[] = [
    { label: 'member profile (the member with the most points)', url: profile, bothDatabases: true },
    { label: 'member profile, recent activity (first page)', url: `${profile}/activity?limit=10`, bothDatabases: true },
  ];
  for (const [period, name] of [
    ['month', 'this month'],
    ['7d', 'last 7 days'],
    ['30d', 'last 30 days'],
    ['all', 'all time'],
  ] as const) {
    const page = (await get(`/api/forum/leaderboard?period=${period}&limit=20`)) as { me: { rank: number } | null };
    const place = page.me ? ordinal(page.me.rank) : 'no place';
    cases.push({
      label: `leaderboard page, ${name}, with own place (${place})`,
      url: `/api/forum/leaderboard?period=${period}&limit=20`,
      bothDatabases: true,
    });
  }
  return cases;
}
