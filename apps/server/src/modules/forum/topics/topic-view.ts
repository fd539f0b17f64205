import type { ForumTopicSummary } from '@blivion/shared';
import { toIso } from '../../../db/schema.js';
import type { AuthorContext } from '../common/authors.js';
import { toAuthor } from '../common/authors.js';
import { idString } from '../common/ids.js';
import type { TopicSummaryRow } from './topics.repository.js';

export function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

export function toSummary(row: TopicSummaryRow, authors: AuthorContext): ForumTopicSummary {
  return {
    id: idString(row.id),
    title: row.title,
    excerpt: row.excerpt,
    category: { id: idString(row.category_id), name: row.category_name, slug: row.category_slug },
    tags: parseTags(row.tags),
    author: toAuthor(row, authors),
    byAcademy: Boolean(row.by_academy),
    pinned: Boolean(row.pinned),
    locked: Boolean(row.locked),
    hasPoll: Boolean(row.has_poll),
    replyCount: Number(row.reply_count),
    viewCount: Number(row.view_count),
    likeCount: Number(row.like_count),
    createdAt: toIso(row.created_at),
    lastActivityAt: toIso(row.last_activity_at),
    editedAt: row.edited_at === null ? null : toIso(row.edited_at),
  };
}
