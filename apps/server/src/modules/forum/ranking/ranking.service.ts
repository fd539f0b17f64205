import type { ForumRanking, RankingEntry, RankingPeriod } from '@blivion/shared';
import { FORUM_RANKING_SIZE, FORUM_SCORE_WEIGHTS } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { ALL_TIME, scorePeriod } from '../common/period.js';
import type { ScoreRow } from './scores.repository.js';
import * as repo from './scores.repository.js';

/** One ranked member as the widget and the leaderboard page show them. */
export function rankingEntryOf(row: ScoreRow, rank: number): RankingEntry {
  return {
    rank,
    userId: row.user_id,
    name: row.author_name,
    avatarUrl: row.author_avatar,
    topics: Number(row.topics),
    comments: Number(row.replies),
    likes: Number(row.likes),
    lessons: Number(row.lessons),
    score: Number(row.score),
  };
}

/**
 * 'Blivion do Mês' (this calendar month in Brasília time) and 'Elite Blivion' (all time): the top 5
 * read from the per-member counters (forum_scores), and the viewer's own place when outside them.
 * Ties go to the smaller member id, so the order is stable.
 */
export async function ranking(app: FastifyInstance, viewer: Member, period: RankingPeriod): Promise<ForumRanking> {
  const db = app.database.db;
  const periodKey = period === 'month' ? scorePeriod(app.clock.now()) : ALL_TIME;
  const top = await repo.topScores(db, periodKey, FORUM_RANKING_SIZE);
  let me: RankingEntry | null = null;
  if (!top.some((row) => row.user_id === viewer.id)) {
    const mine = await repo.scoreOf(db, viewer.id, periodKey);
    if (mine && Number(mine.score) > 0) {
      me = rankingEntryOf(mine, (await repo.countAhead(db, periodKey, Number(mine.score), viewer.id)) + 1);
    }
  }
  return {
    period,
    periodKey,
    weights: { ...FORUM_SCORE_WEIGHTS },
    items: top.map((row, index) => rankingEntryOf(row, index + 1)),
    me,
  };
}
