import type { LeaderboardEntry, LeaderboardPage, LeaderboardPeriod } from '@blivion/shared';
import { levelOf } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { decodeCursor, pageOf } from '../../../http/keyset-cursor.js';
import { ALL_TIME, scorePeriod } from '../common/period.js';
import { levelThresholds } from './levels.js';
import { freshenWindow } from './windows.js';
import { rankingEntryOf } from './ranking.service.js';
import type { ScoreRow } from './scores.repository.js';
import * as repo from './scores.repository.js';

function toEntry(row: ScoreRow, rank: number, allTimeScore: number, thresholds: readonly number[]): LeaderboardEntry {
  return { ...rankingEntryOf(row, rank), level: levelOf(allTimeScore, thresholds) };
}

/** The forum_scores period a leaderboard reads: the window itself, this month, or all time. */
function periodKeyOf(period: LeaderboardPeriod, now: Date): string {
  if (period === 'month') return scorePeriod(now);
  return period === 'all' ? ALL_TIME : period;
}

/**
 * The leaderboard page ('/forum/ranking'): the last 7 or 30 days (rolling windows, rebuilt in the
 * background when a minute old: freshenWindow), 'Blivion do Mês' (this calendar month, Brasília time) or 'Elite
 * Blivion' (all time), paged by keyset on (score, member id), with the viewer's own
 * place when they have points and are not on the page. The first row's rank, and the viewer's, are
 * a window's stored places (decision 0137), or for a month and all time how many rank ahead (the
 * widget's rule).
 */
export async function leaderboard(
  app: FastifyInstance,
  viewer: Member,
  query: { period: LeaderboardPeriod; cursor?: string | undefined; limit: number },
): Promise<LeaderboardPage> {
  const db = app.database.db;
  const now = app.clock.now();
  const periodKey = periodKeyOf(query.period, now);
  if (query.period === '7d' || query.period === '30d') await freshenWindow(db, query.period, now, app.log);
  const after = decodeCursor(query.cursor, ['integer', 'string'] as const);
  const [rows, thresholds] = await Promise.all([
    repo.leadersAfter(db, periodKey, after, query.limit + 1),
    levelThresholds(db),
  ]);
  const page = pageOf(rows, query.limit, (row) => [Number(row.score), row.user_id]);
  // A window's places are stored by its rebuild; a month's and all time's are counted.
  const placeOf = async (row: ScoreRow) =>
    row.window_rank !== null
      ? Number(row.window_rank)
      : (await repo.countAhead(db, periodKey, Number(row.score), row.user_id)) + 1;
  const first = page.items[0];
  const firstRank = first ? await placeOf(first) : 1;
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
      me = toEntry(mine, await placeOf(mine), allTimeOf(mine), thresholds);
    }
  }
  return { period: query.period, items, nextCursor: page.nextCursor, me };
}
