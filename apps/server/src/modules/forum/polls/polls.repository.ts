import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

export async function insertPoll(
  db: Db,
  poll: { topicId: number; question: string; multiple: boolean; closesAt: Date | null; options: string[] },
): Promise<void> {
  await db
    .insertInto('forum_polls')
    .values({ topic_id: poll.topicId, question: poll.question, multiple: poll.multiple, closes_at: poll.closesAt })
    .execute();
  await db
    .insertInto('forum_poll_options')
    .values(poll.options.map((text, position) => ({ topic_id: poll.topicId, position, text })))
    .execute();
}

export function findPoll(db: Db, topicId: number) {
  return db
    .selectFrom('forum_polls')
    .select(['topic_id', 'question', 'multiple', 'closes_at'])
    .where('topic_id', '=', topicId)
    .executeTakeFirst();
}

export type PollRow = NonNullable<Awaited<ReturnType<typeof findPoll>>>;

/** The options in order with their vote counts (computed on read: a poll has few votes). */
export function optionResults(db: Db, topicId: number) {
  return db
    .selectFrom('forum_poll_options as o')
    .leftJoin('forum_poll_votes as v', 'v.option_id', 'o.id')
    .select(['o.id', 'o.text', 'o.position'])
    .select((eb) => eb.fn.count<number>('v.user_id').as('votes'))
    .where('o.topic_id', '=', topicId)
    .groupBy(['o.id', 'o.text', 'o.position'])
    .orderBy('o.position')
    .execute();
}

export async function countVoters(db: Db, topicId: number): Promise<number> {
  const row = await db
    .selectFrom('forum_poll_ballots')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('topic_id', '=', topicId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function votesOf(db: Db, topicId: number, userId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('forum_poll_votes')
    .select('option_id')
    .where('topic_id', '=', topicId)
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => Number(row.option_id));
}

/**
 * Writes the member's ballot first: on PostgreSQL the upsert locks that row, so two votes of one
 * member on one poll run one after the other (the second then replaces the first's choice).
 */
export async function upsertBallot(db: Db, topicId: number, userId: string, at: Date): Promise<void> {
  await db
    .insertInto('forum_poll_ballots')
    .values({ topic_id: topicId, user_id: userId, updated_at: at })
    .onConflict((oc) => oc.columns(['topic_id', 'user_id']).doUpdateSet({ updated_at: at }))
    .execute();
}

export async function replaceVotes(db: Db, topicId: number, userId: string, optionIds: number[]): Promise<void> {
  await db.deleteFrom('forum_poll_votes').where('topic_id', '=', topicId).where('user_id', '=', userId).execute();
  await db
    .insertInto('forum_poll_votes')
    .values(optionIds.map((optionId) => ({ option_id: optionId, topic_id: topicId, user_id: userId })))
    .onConflict((oc) => oc.columns(['option_id', 'user_id']).doNothing())
    .execute();
}

export async function deleteBallot(db: Db, topicId: number, userId: string): Promise<void> {
  await db.deleteFrom('forum_poll_votes').where('topic_id', '=', topicId).where('user_id', '=', userId).execute();
  await db.deleteFrom('forum_poll_ballots').where('topic_id', '=', topicId).where('user_id', '=', userId).execute();
}
