import type { CreateTopicInput, ForumCategory, ForumReply, ForumTopicDetail } from '@blivion/shared';
import { FORUM_REPLY_INTERVAL_SECONDS, FORUM_TOPIC_INTERVAL_SECONDS } from '@blivion/shared';
import { sql } from 'kysely';
import { apiClient } from './api-client.js';
import type { TestMember } from './factories.js';
import type { TestApp } from './test-app.js';

/** Helpers for the forum's tests: they post through the real API and move the clock past the flood limits. */
export function forumApi(t: TestApp) {
  const { request, ok } = apiClient(t, '/api/forum');

  async function categories(member: TestMember): Promise<ForumCategory[]> {
    return (await ok<{ items: ForumCategory[] }>(request(member, 'GET', '/categories'))).items;
  }

  return {
    request,
    ok,
    categories,
    /** Creates a topic (in the first category unless told), after waiting out the topic interval. */
    async topic(member: TestMember, input: Partial<CreateTopicInput> = {}): Promise<ForumTopicDetail> {
      t.clock.advance(FORUM_TOPIC_INTERVAL_SECONDS * 1000);
      const categoryId = input.categoryId ?? (await categories(member))[0]!.id;
      const body = { title: 'Um tópico', content: 'Conteúdo do tópico.', ...input, categoryId };
      return ok<ForumTopicDetail>(request(member, 'POST', '/topics', body), 201);
    },
    /** Replies to a topic after waiting out the reply interval. */
    async reply(member: TestMember, topicId: string, content = 'Uma resposta.'): Promise<ForumReply> {
      t.clock.advance(FORUM_REPLY_INTERVAL_SECONDS * 1000);
      return ok<ForumReply>(request(member, 'POST', `/topics/${topicId}/replies`, { content }), 201);
    },
  };
}

/**
 * The all-time ranking counters of a member recomputed from the rows that exist (topics, replies,
 * likes received) next to the stored counters: the two must always agree.
 */
export async function scoresAgainstRows(t: TestApp, userId: string) {
  const db = t.app.database.db;
  const { rows } = await sql<{ topics: number; replies: number; likes: number }>`
    select
      (select count(*) from forum_topics where author_id = ${userId}) as topics,
      (select count(*) from forum_replies where author_id = ${userId}) as replies,
      (select count(*) from forum_topic_likes l join forum_topics p on p.id = l.topic_id where p.author_id = ${userId})
        + (select count(*) from forum_reply_likes l join forum_replies p on p.id = l.reply_id where p.author_id = ${userId})
        as likes`.execute(db);
  const stored = await db
    .selectFrom('forum_scores')
    .select(['topics', 'replies', 'likes'])
    .where('user_id', '=', userId)
    .where('period', '=', 'all')
    .executeTakeFirst();
  const counted = rows[0]!;
  return {
    counted: { topics: Number(counted.topics), replies: Number(counted.replies), likes: Number(counted.likes) },
    stored: {
      topics: Number(stored?.topics ?? 0),
      replies: Number(stored?.replies ?? 0),
      likes: Number(stored?.likes ?? 0),
    },
  };
}
