import type { ForumActivity } from '@blivion/shared';
import { forumTopicPath } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { toIso } from '../../../db/schema.js';
import { authorContext } from '../common/author-context.js';
import { toAuthor } from '../common/authors.js';
import { idString } from '../common/ids.js';
import { excerptOf } from '../../../markdown/excerpt.js';
import * as replies from '../replies/replies.repository.js';
import * as topics from '../topics/topics.repository.js';

type Item = ForumActivity['items'][number];

/** The dashboard's forum card: the newest topics and replies together, newest first. */
export async function recentActivity(app: FastifyInstance, limit: number): Promise<ForumActivity> {
  const db = app.database.db;
  const authors = await authorContext(app);
  const [newTopics, newReplies] = await Promise.all([topics.latestTopics(db, limit), replies.latestReplies(db, limit)]);
  const items: Item[] = [
    ...newTopics.map((row) => ({
      kind: 'topic' as const,
      topicId: idString(row.id),
      topicTitle: row.title,
      replyId: null,
      author: toAuthor(row, authors),
      byAcademy: Boolean(row.by_academy),
      excerpt: excerptOf(row.excerpt, 140),
      createdAt: toIso(row.created_at),
      link: forumTopicPath(idString(row.id)),
    })),
    ...newReplies.map((row) => ({
      kind: 'reply' as const,
      topicId: idString(row.topic_id),
      topicTitle: row.topic_title,
      replyId: idString(row.id),
      author: toAuthor(row, authors),
      byAcademy: false,
      excerpt: excerptOf(row.content, 140),
      createdAt: toIso(row.created_at),
      link: forumTopicPath(idString(row.topic_id), idString(row.id)),
    })),
  ];
  items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { items: items.slice(0, limit) };
}
