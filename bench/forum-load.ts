// Bulk loaders for the forum benchmark: prepared statements in large transactions (SQLite) and
// multi-row INSERT ... SELECT FROM unnest(...) batches (PostgreSQL), never through the HTTP API.
import { FORUM_SCORE_WEIGHTS } from '@blivion/shared';
import pg from 'pg';
import { openSqlite } from '../apps/server/src/db/database.js';
import { excerptOf } from '../apps/server/src/markdown/excerpt.js';
import { searchDocument } from '../apps/server/src/modules/forum/search/search-text.js';
import type { Plan, ReplyRow, TopicRow } from './forum-data.js';
import { forum, memberId, periodOf, ScoreBook } from './forum-data.js';

const iso = (ms: number) => new Date(ms).toISOString();
const scoreOf = (topics: number, replies: number) =>
  topics * FORUM_SCORE_WEIGHTS.topic + replies * FORUM_SCORE_WEIGHTS.reply;

function memberRow(plan: Plan, index: number) {
  return {
    id: memberId(index),
    name: `Membro ${index}`,
    email: `membro${index}@bench.test`,
    at: iso(plan.now - 800 * 86_400_000),
  };
}

export function loadSqlite(file: string, plan: Plan, categoryIds: number[], log: (line: string) => void) {
  const db = openSqlite(file, { statistics: false });
  const user = db.prepare(
    'insert into "user" (id, name, email, emailVerified, image, createdAt, updatedAt) values (?, ?, ?, 0, null, ?, ?)',
  );
  const profile = db.prepare("insert into profiles (user_id, role, created_at, updated_at) values (?, 'free', ?, ?)");
  const permissions = db.prepare(
    'insert into user_permissions (user_id, forum, courses, ai_lab, ad_spy) values (?, 1, 0, 0, 0)',
  );
  db.transaction(() => {
    for (let i = 0; i < plan.members; i++) {
      const m = memberRow(plan, i);
      user.run(m.id, m.name, m.email, m.at, m.at);
      profile.run(m.id, m.at, m.at);
      permissions.run(m.id);
    }
  })();
  log(`  ${plan.members} members`);

  const topic = db.prepare(
    `insert into forum_topics (id, category_id, author_id, title, content, excerpt, tags, reply_count, score_period, created_at, last_activity_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const reply = db.prepare(
    'insert into forum_replies (topic_id, author_id, content, score_period, created_at) values (?, ?, ?, ?, ?)',
  );
  const scores = new ScoreBook();
  const perCategory = new Map<number, number>();
  let batch: Array<{ topic: TopicRow; replies: ReplyRow[] }> = [];
  const flush = db.transaction((items: typeof batch) => {
    for (const { topic: t, replies } of items) {
      topic.run(
        t.id,
        t.categoryId,
        t.authorId,
        t.title,
        t.content,
        excerptOf(t.content),
        JSON.stringify(t.tags),
        t.replyCount,
        periodOf(t.createdAt),
        iso(t.createdAt),
        iso(t.lastActivityAt),
      );
      for (const r of replies) reply.run(r.topicId, r.authorId, r.content, periodOf(r.createdAt), iso(r.createdAt));
    }
  });
  let topics = 0;
  for (const item of forum(plan, categoryIds)) {
    batch.push(item);
    scores.add(item.topic.authorId, item.topic.createdAt, 'topic');
    for (const r of item.replies) scores.add(r.authorId, r.createdAt, 'reply');
    perCategory.set(item.topic.categoryId, (perCategory.get(item.topic.categoryId) ?? 0) + 1);
    if (batch.length === 5_000) {
      flush(batch);
      topics += batch.length;
      batch = [];
      if (topics % 25_000 === 0) log(`  ${topics} topics with their replies`);
    }
  }
  flush(batch);

  const score = db.prepare(
    'insert into forum_scores (user_id, period, topics, replies, likes, score) values (?, ?, ?, ?, 0, ?)',
  );
  const counts = db.prepare('update forum_categories set topic_count = ? where id = ?');
  db.transaction(() => {
    for (const s of scores.rows()) score.run(s.userId, s.period, s.topics, s.replies, scoreOf(s.topics, s.replies));
    for (const [id, count] of perCategory) counts.run(count, id);
  })();
  log('  ranking counters and category counts');
  db.close();
}

/** Inserts rows column by column: one statement per batch, each column an array parameter. */
async function insertColumns(client: pg.Client, statement: string, columns: unknown[][]) {
  await client.query(statement, columns);
}

export async function loadPostgres(
  url: string,
  schema: string,
  plan: Plan,
  categoryIds: number[],
  log: (line: string) => void,
) {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    for (let start = 0; start < plan.members; start += 10_000) {
      const rows = Array.from({ length: Math.min(10_000, plan.members - start) }, (_, i) => memberRow(plan, start + i));
      const ids = rows.map((m) => m.id);
      const at = rows.map((m) => m.at);
      await client.query('begin');
      await insertColumns(
        client,
        `insert into "user" (id, name, email, "emailVerified", image, "createdAt", "updatedAt")
         select id, name, email, false, null, at, at from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) as u(id, name, email, at)`,
        [ids, rows.map((m) => m.name), rows.map((m) => m.email), at],
      );
      await insertColumns(
        client,
        `insert into profiles (user_id, role, created_at, updated_at) select id, 'free', at, at from unnest($1::text[], $2::timestamptz[]) as u(id, at)`,
        [ids, at],
      );
      await insertColumns(
        client,
        'insert into user_permissions (user_id, forum, courses, ai_lab, ad_spy) select id, true, false, false, false from unnest($1::text[]) as u(id)',
        [ids],
      );
      await client.query('commit');
    }
    log(`  ${plan.members} members`);

    const scores = new ScoreBook();
    const perCategory = new Map<number, number>();
    let topics: TopicRow[] = [];
    let replies: ReplyRow[] = [];
    const flush = async () => {
      await client.query('begin');
      const docs = topics.map((t) => searchDocument(t));
      await insertColumns(
        client,
        `insert into forum_topics (id, category_id, author_id, title, content, excerpt, tags, reply_count, score_period, created_at, last_activity_at, search_vector)
         select id, category_id, author_id, title, content, excerpt, tags, reply_count, period, created_at, last_activity_at,
           setweight(to_tsvector('simple', d_title), 'A') || setweight(to_tsvector('simple', d_tags), 'B') || setweight(to_tsvector('simple', d_content), 'D')
         from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::timestamptz[], $10::timestamptz[], $11::text[], $12::text[], $13::text[], $14::text[])
           as u(id, category_id, author_id, title, content, tags, reply_count, period, created_at, last_activity_at, d_title, d_tags, d_content, excerpt)`,
        [
          topics.map((t) => t.id),
          topics.map((t) => t.categoryId),
          topics.map((t) => t.authorId),
          topics.map((t) => t.title),
          topics.map((t) => t.content),
          topics.map((t) => JSON.stringify(t.tags)),
          topics.map((t) => t.replyCount),
          topics.map((t) => periodOf(t.createdAt)),
          topics.map((t) => iso(t.createdAt)),
          topics.map((t) => iso(t.lastActivityAt)),
          docs.map((d) => d.title),
          docs.map((d) => d.tags),
          docs.map((d) => d.content),
          topics.map((t) => excerptOf(t.content)),
        ],
      );
      for (let start = 0; start < replies.length; start += 20_000) {
        const chunk = replies.slice(start, start + 20_000);
        await insertColumns(
          client,
          `insert into forum_replies (topic_id, author_id, content, score_period, created_at)
           select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])`,
          [
            chunk.map((r) => r.topicId),
            chunk.map((r) => r.authorId),
            chunk.map((r) => r.content),
            chunk.map((r) => periodOf(r.createdAt)),
            chunk.map((r) => iso(r.createdAt)),
          ],
        );
      }
      await client.query('commit');
      topics = [];
      replies = [];
    };
    let done = 0;
    for (const item of forum(plan, categoryIds)) {
      topics.push(item.topic);
      replies.push(...item.replies);
      scores.add(item.topic.authorId, item.topic.createdAt, 'topic');
      for (const r of item.replies) scores.add(r.authorId, r.createdAt, 'reply');
      perCategory.set(item.topic.categoryId, (perCategory.get(item.topic.categoryId) ?? 0) + 1);
      if (topics.length === 5_000) {
        await flush();
        done += 5_000;
        if (done % 25_000 === 0) log(`  ${done} topics with their replies`);
      }
    }
    if (topics.length > 0) await flush();
    await client.query(
      "select setval(pg_get_serial_sequence('forum_topics', 'id'), (select max(id) from forum_topics))",
    );

    const rows = [...scores.rows()];
    for (let start = 0; start < rows.length; start += 50_000) {
      const chunk = rows.slice(start, start + 50_000);
      await insertColumns(
        client,
        `insert into forum_scores (user_id, period, topics, replies, likes, score)
         select user_id, period, topics, replies, 0, score from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[]) as u(user_id, period, topics, replies, score)`,
        [
          chunk.map((s) => s.userId),
          chunk.map((s) => s.period),
          chunk.map((s) => s.topics),
          chunk.map((s) => s.replies),
          chunk.map((s) => scoreOf(s.topics, s.replies)),
        ],
      );
    }
    for (const [id, count] of perCategory)
      await client.query('update forum_categories set topic_count = $1 where id = $2', [count, id]);
    // VACUUM as well as ANALYZE: a bulk load leaves no page marked all-visible until autovacuum
    // passes (its insert threshold does within a minute on a live server), and until then every
    // index-only count (the leaderboard's members ahead) also reads the heap rows it counts.
    // Measured at rest, as a live database is between autovacuum's passes.
    await client.query('vacuum analyze');
    log('  ranking counters, category counts, vacuum analyze');
  } finally {
    await client.end();
  }
}
