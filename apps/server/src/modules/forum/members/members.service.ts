import type {
  MemberActivityPage,
  MemberCard,
  MemberProfile,
  MentionSuggestions,
  UpdateMemberProfileInput,
} from '@blivion/shared';
import { foldText, forumTopicPath, isStaff } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Member } from '../../../auth/member.js';
import { toIso } from '../../../db/schema.js';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { decodeCursor, pageOf } from '../../../http/keyset-cursor.js';
import { membersMatching } from '../../accounts/index.js';
import { coursesCompletedBy } from '../../courses/index.js';
import { authorRole } from '../common/authors.js';
import { ALL_TIME, scorePeriod } from '../common/period.js';
import { excerptOf } from '../../../markdown/excerpt.js';
import { levelThresholds, memberLevel } from '../ranking/levels.js';
import { countAhead } from '../ranking/scores.repository.js';
import type { ActivityKey, MemberRow } from './members.repository.js';
import * as repo from './members.repository.js';

const linksOf = (row: MemberRow): string[] => (row.links ? (JSON.parse(row.links) as string[]) : []);

async function memberOrNotFound(app: FastifyInstance, id: string): Promise<MemberRow> {
  const row = await repo.findMember(app.database.db, id);
  if (!row) throw new AppError('FORUM_MEMBER_NOT_FOUND');
  return row;
}

async function pointsOf(app: FastifyInstance, id: string) {
  const month = scorePeriod(app.clock.now());
  const rows = await repo.scoresOf(app.database.db, id, month);
  const score = (period: string) => Number(rows.find((row) => row.period === period)?.score ?? 0);
  return { month, monthScore: score(month), allScore: score(ALL_TIME) };
}

async function cardOf(app: FastifyInstance, row: MemberRow, allScore: number): Promise<MemberCard> {
  const role = authorRole(row.email, row.role, app.config.masterEmails);
  return {
    id: row.id,
    name: row.name,
    avatarUrl: row.image,
    staff: isStaff(role),
    level: memberLevel(allScore, await levelThresholds(app.database.db)),
    bioLine: (row.bio ?? '').split('\n', 1)[0]!.trim(),
  };
}

/** The card an author's name opens: name, photo, level, the first line of the bio, the staff badge. */
export async function memberCard(app: FastifyInstance, id: string): Promise<MemberCard> {
  const row = await memberOrNotFound(app, id);
  return cardOf(app, row, (await pointsOf(app, id)).allScore);
}

/** 1-based place in a period's ranking, or null without points there. */
async function placeIn(db: Kysely<Database>, period: string, userId: string, score: number) {
  return score > 0 ? (await countAhead(db, period, score, userId)) + 1 : null;
}

/**
 * A member's profile page as the viewer may see it: another member never sees e-mail, plan or
 * access, nor the sections the member hid (docs/decisions/0091).
 */
export async function memberProfile(app: FastifyInstance, viewer: Member, id: string): Promise<MemberProfile> {
  const db = app.database.db;
  const row = await memberOrNotFound(app, id);
  const own = viewer.id === row.id;
  const { month, monthScore, allScore } = await pointsOf(app, id);
  const hideCourses = Boolean(row.hide_courses);
  const hideActivity = Boolean(row.hide_activity);
  const [card, placeMonth, placeAll, courses] = await Promise.all([
    cardOf(app, row, allScore),
    placeIn(db, month, id, monthScore),
    placeIn(db, ALL_TIME, id, allScore),
    own || !hideCourses ? coursesCompletedBy(db, id) : Promise.resolve(null),
  ]);
  return {
    ...card,
    bio: row.bio ?? '',
    links: linksOf(row),
    joinedAt: toIso(row.createdAt),
    place: { month: placeMonth, all: placeAll },
    completedCourses: courses,
    activityVisible: own || !hideActivity,
    own,
    privacy: own ? { hideCourses, hideActivity } : null,
  };
}

/** The member edits their own profile; anyone else's is refused, staff included. */
export async function updateMemberProfile(
  app: FastifyInstance,
  viewer: Member,
  id: string,
  input: UpdateMemberProfileInput,
): Promise<MemberProfile> {
  if (viewer.id !== id) {
    await memberOrNotFound(app, id);
    throw new AppError('FORUM_NOT_OWN_PROFILE');
  }
  await repo.saveProfile(
    app.database.db,
    id,
    {
      ...(input.bio === undefined ? {} : { bio: input.bio }),
      ...(input.links === undefined ? {} : { links: JSON.stringify(input.links) }),
      ...(input.hideCourses === undefined ? {} : { hide_courses: input.hideCourses }),
      ...(input.hideActivity === undefined ? {} : { hide_activity: input.hideActivity }),
    },
    app.clock.now(),
  );
  return memberProfile(app, viewer, id);
}

const TOPIC = 0;
const REPLY = 1;

/** A member's recent topics and replies, newest first, paged; refused when the member hid them. */
export async function memberActivity(
  app: FastifyInstance,
  viewer: Member,
  id: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<MemberActivityPage> {
  const row = await memberOrNotFound(app, id);
  if (viewer.id !== id && row.hide_activity) throw new AppError('FORUM_ACTIVITY_HIDDEN');
  const after = decodeCursor(query.cursor, ['instant', 'integer', 'integer'] as const) as ActivityKey | null;
  const [topics, replies] = await repo.activityOf(app.database.db, id, after, query.limit + 1);
  const items = [
    ...topics.map((topic) => ({
      key: [toIso(topic.created_at), TOPIC, Number(topic.id)] as const,
      item: {
        kind: 'topic' as const,
        topicId: String(topic.id),
        topicTitle: topic.title,
        replyId: null,
        excerpt: excerptOf(topic.excerpt, 140),
        createdAt: toIso(topic.created_at),
        link: forumTopicPath(String(topic.id)),
      },
    })),
    ...replies.map((reply) => ({
      key: [toIso(reply.created_at), REPLY, Number(reply.id)] as const,
      item: {
        kind: 'reply' as const,
        topicId: String(reply.topic_id),
        topicTitle: reply.title,
        replyId: String(reply.id),
        excerpt: excerptOf(reply.content, 140),
        createdAt: toIso(reply.created_at),
        link: forumTopicPath(String(reply.topic_id), String(reply.id)),
      },
    })),
  ].sort((a, b) => b.key[0].localeCompare(a.key[0]) || a.key[1] - b.key[1] || b.key[2] - a.key[2]);
  const page = pageOf(items, query.limit, (entry) => entry.key);
  return { items: page.items.map((entry) => entry.item), nextCursor: page.nextCursor };
}

/** The composer's '@' suggestions: members with a name word starting with the text, in any case and accents. */
export async function mentionSuggestions(
  app: FastifyInstance,
  query: { q: string; limit: number },
): Promise<MentionSuggestions> {
  const rows = await membersMatching(app.database.db, foldText(query.q), query.limit);
  return { items: rows.map((row) => ({ id: row.id, name: row.name, avatarUrl: row.image })) };
}
