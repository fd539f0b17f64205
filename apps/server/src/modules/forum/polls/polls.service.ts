import type { ForumPoll, forumPollInputSchema } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema.js';
import { toDate } from '../../../db/schema.js';
import { AppError, fieldError, validationError } from '../../../http/app-error.js';
import type { Member } from '../../../auth/member.js';
import { unlessDeleted } from '../common/db-errors.js';
import { idString, toId } from '../common/ids.js';
import * as topics from '../topics/topics.repository.js';
import * as repo from './polls.repository.js';

type PollInput = z.output<typeof forumPollInputSchema>;

/** A closing date must be in the future when the poll is created (checked with the app clock). */
export function assertPollClosesInFuture(poll: PollInput, now: Date): void {
  if (poll.closesAt && new Date(poll.closesAt).getTime() <= now.getTime()) {
    throw validationError(fieldError('poll.closesAt', 'forumValidation.pollClosesInPast'));
  }
}

export async function createPoll(db: Kysely<Database>, topicId: number, poll: PollInput): Promise<void> {
  await repo.insertPoll(db, {
    topicId,
    question: poll.question,
    multiple: poll.multiple,
    closesAt: poll.closesAt ? new Date(poll.closesAt) : null,
    options: poll.options,
  });
}

function isClosed(poll: repo.PollRow, now: Date): boolean {
  const closesAt = toDate(poll.closes_at);
  return closesAt !== null && closesAt.getTime() <= now.getTime();
}

/** Results with counts and percentages (of the members who voted, one decimal) and the viewer's choice. */
export async function pollView(db: Kysely<Database>, topicId: number, viewerId: string, now: Date) {
  const poll = await repo.findPoll(db, topicId);
  if (!poll) return null;
  const [options, voters, mine] = await Promise.all([
    repo.optionResults(db, topicId),
    repo.countVoters(db, topicId),
    repo.votesOf(db, topicId, viewerId),
  ]);
  const closesAt = toDate(poll.closes_at);
  return {
    question: poll.question,
    multiple: Boolean(poll.multiple),
    closesAt: closesAt ? closesAt.toISOString() : null,
    closed: isClosed(poll, now),
    voters,
    options: options.map((option) => {
      const votes = Number(option.votes);
      return {
        id: idString(option.id),
        text: option.text,
        votes,
        percent: voters > 0 ? Math.round((votes * 1000) / voters) / 10 : 0,
      };
    }),
    myVotes: mine.map(idString),
  } satisfies ForumPoll;
}

async function openPoll(app: FastifyInstance, topicId: number): Promise<repo.PollRow> {
  if (!(await topics.findTopic(app.database.db, topicId))) throw new AppError('FORUM_TOPIC_NOT_FOUND');
  const poll = await repo.findPoll(app.database.db, topicId);
  if (!poll) throw new AppError('FORUM_POLL_NOT_FOUND');
  if (isClosed(poll, app.clock.now())) throw new AppError('FORUM_POLL_CLOSED');
  return poll;
}

/**
 * The member's choice replaces any earlier one (single choice: exactly one option) until the poll
 * closes. Sending the same vote twice at once leaves one ballot with the same options.
 */
export async function vote(app: FastifyInstance, actor: Member, topicIdText: string, optionIdTexts: string[]) {
  const topicId = toId(topicIdText);
  const poll = await openPoll(app, topicId);
  const chosen = [...new Set(optionIdTexts.map(toId))];
  const valid = new Set((await repo.optionResults(app.database.db, topicId)).map((option) => Number(option.id)));
  if (chosen.some((id) => !valid.has(id))) {
    throw validationError(fieldError('optionIds', 'forumValidation.pollOptionInvalid'));
  }
  if (!poll.multiple && chosen.length > 1) {
    throw validationError(fieldError('optionIds', 'forumValidation.pollSingleChoice'));
  }
  const now = app.clock.now();
  await unlessDeleted(
    () =>
      app.database.db.transaction().execute(async (trx) => {
        if (!(await topics.lockTopic(trx, app.database.kind, topicId, 'write')))
          throw new AppError('FORUM_TOPIC_NOT_FOUND');
        await repo.upsertBallot(trx, topicId, actor.id, now);
        await repo.replaceVotes(trx, topicId, actor.id, chosen);
      }),
    () => new AppError('FORUM_TOPIC_NOT_FOUND'),
  );
  return (await pollView(app.database.db, topicId, actor.id, now))!;
}

/** Takes the member's vote back (while the poll is open). */
export async function retractVote(app: FastifyInstance, actor: Member, topicIdText: string) {
  const topicId = toId(topicIdText);
  await openPoll(app, topicId);
  await app.database.db.transaction().execute(async (trx) => {
    if (!(await topics.lockTopic(trx, app.database.kind, topicId, 'write')))
      throw new AppError('FORUM_TOPIC_NOT_FOUND');
    await repo.deleteBallot(trx, topicId, actor.id);
  });
  return (await pollView(app.database.db, topicId, actor.id, app.clock.now()))!;
}
