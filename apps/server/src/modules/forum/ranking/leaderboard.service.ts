import type { LeaderboardEntry, LeaderboardPage, LeaderboardPeriod } from '@blivion/shared';
import { levelOf } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { decodeCursor, pageOf } from '../../../http/keyset-cursor.js';
import { ALL_TIME, scorePeriod } from '../common/period.js';
import { levelThresholds } from './levels.js';
import { rankingEntryOf } from './ranking.service.js';
import type { ScoreRow } from './scores.repository.js';
import * as repo from './scores.repository.js';

function toEntry(row: ScoreRow, rank: number, allTimeScore: number, thresholds: readonly number[]): LeaderboardEntry {
  return { ...rankingEntryOf(row, rank), level: levelOf(allTimeScore, thresholds) };
}

/**
 * The leaderboard page ('/forum/ranking'): 'Blivion do Mês' (this calendar month, Brasília time)
 * or 'Elite Blivion' (all time), paged by keyset on (score, member id), with the viewer's own
 * place when they have points and are not on the page. Ranks are counted, not stored: the first
 * row's rank comes from how many rank ahead of it (the same rule as the widget's).
 */
export async function leaderboard(
  app: FastifyInstance,
  viewer: Member,
  query: { period: LeaderboardPeriod; cursor?: string | undefined; limit: number },
): Promise<LeaderboardPage> {
  const db = app.database.db;
  const periodKey = query.period === 'month' ? scorePeriod(app.clock.now()) : ALL_TIME;
  const after = decodeCursor(query.cursor, ['integer', 'string'] as const);
  const [rows, thresholds] = await Promise.all([
    repo.leadersAfter(db, periodKey, after, query.limit + 1),
    levelThresholds(db),
  ]);
  const page = pageOf(rows, query.limit, (row) => [Number(row.score), row.user_id]);
  const first = page.items[0];
  const firstRank = first ? (await repo.countAhead(db, periodKey, Number(first.score), first.user_id)) + 1 : 1;
  const allTime =
    periodKey === ALL_TIME
      ? null
      : await repo.allTimeScoresOf(db, [...page.items.map((row) => row.user_id), viewer.id]);
  const allTimeOf = (row: ScoreRow) => (allTime ? (allTime.get(row.user_id) ?? 0) : Number(row.score));
  const items = page.items.map((row, index) => toEntry(row, firstRank + index, allTimeOf(row), thresholds));
  let me: LeaderboardEntry | null = null;
  if (!page.items.some((row) => row.user_id === viewer.id)) {
    const mine = await repo.scoreOf(db, viewer.id, periodKey);
    if (mine && Number(mine.score) > 0) {
      const rank = (await repo.countAhead(db, periodKey, Number(mine.score), viewer.id)) + 1;
      me = toEntry(mine, rank, allTimeOf(mine), thresholds);
    }
  }
  return { period: query.period, items, nextCursor: page.nextCursor, me };
}
