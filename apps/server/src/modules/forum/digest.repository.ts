import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The topics with the most likes given in [from, to), with that count. */
export function mostLikedTopicsBetween(db: Kysely<Database>, from: Date, to: Date, limit: number) {
  return db
    .selectFrom('forum_topic_likes as k')
    .innerJoin('forum_topics as t', 't.id', 'k.topic_id')
    .select(['t.id', 't.title'])
    .select((eb) => eb.fn.countAll<number | string>().as('likes'))
    .where('k.created_at', '>=', from)
    .where('k.created_at', '<', to)
    .groupBy(['t.id', 't.title'])
    .orderBy('likes', 'desc')
    .orderBy('t.id')
    .limit(limit)
    .execute();
}
