import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import * as categories from '../categories/categories.repository.js';
import { slugify } from '../categories/slug.js';
import { scorePeriod } from '../common/period.js';
import * as repo from './topics.repository.js';

/** The one category of every lesson's 'Dúvidas da aula' topic (decision 0032), as its texts name it. */
export interface LessonQuestionsCategory {
  name: string;
  description: string;
}

/** The category by its slug, created (race-safe: the slug is unique) the first time. */
async function lessonQuestionsCategory(
  db: Kysely<Database>,
  category: LessonQuestionsCategory,
  at: Date,
): Promise<number> {
  const slug = slugify(category.name);
  const existing = await categories.findCategoryByKey(db, slug);
  if (existing) return Number(existing.id);
  return categories.insertCategory(db, { ...category, slug, at, ifAbsent: true });
}

/**
 * For the courses module: a lesson's discussion topic in 'Dúvidas das aulas', created in the
 * caller's transaction. The academy wrote it, not a member (the first member who opened the
 * lesson's questions only asked for it): it has no author, so it earns no ranking points to anyone,
 * nor do likes on it, and only moderators edit or delete it; the forum shows the academy as author. Replies, likes and mentions in it work as in any topic.
 */
export async function createLessonQuestionsTopic(
  db: Kysely<Database>,
  kind: DatabaseKind,
  topic: { category: LessonQuestionsCategory; title: string; content: string; at: Date },
): Promise<number> {
  const categoryId = await lessonQuestionsCategory(db, topic.category, topic.at);
  const topicId = await repo.insertTopic(db, kind, {
    categoryId,
    authorId: null,
    byAcademy: true,
    title: topic.title,
    content: topic.content,
    tags: [],
    hasPoll: false,
    period: scorePeriod(topic.at),
    at: topic.at,
  });
  await categories.adjustTopicCount(db, categoryId, 1);
  return topicId;
}
