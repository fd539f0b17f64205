import type { RankingPeriod } from '@blivion/shared/forum';

/** Every forum query lives under ['forum', ...], so one prefix refreshes the whole feature. */
export const forumKeys = {
  all: ['forum'] as const,
  categories: ['forum', 'categories'] as const,
  management: ['forum', 'categories', 'manage'] as const,
  topics: ['forum', 'topics'] as const,
  topic: (id: string) => ['forum', 'topic', id] as const,
  replies: (topicId: string) => ['forum', 'topic', topicId, 'replies'] as const,
  repliesAround: (topicId: string, replyId: string) =>
    ['forum', 'topic', topicId, 'replies', 'around', replyId] as const,
  ranking: (period: RankingPeriod) => ['forum', 'ranking', period] as const,
  rankings: ['forum', 'ranking'] as const,
  postingWait: ['forum', 'posting-wait'] as const,
};

export const FORUM_STALE_MS = 30_000;

export function topicPath(id: string): string {
  return `/api/forum/topics/${encodeURIComponent(id)}`;
}
