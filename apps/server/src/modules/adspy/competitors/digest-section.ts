import { translate } from '@blivion/shared';
import type { DigestSection } from '../../../server-module.js';
import { competitorCountsBetween } from './digest.repository.js';

const DAY_MS = 86_400_000;

/**
 * AdSpy's part of the weekly digest (decision 0102): each of the member's competitors whose count
 * of active ads changed during the week, from its first count of the week to its last.
 */
export const adspyDigestSection: DigestSection = {
  key: 'competitors',
  order: 40,
  async prepare(app, week, overrides) {
    const fromDay = Math.floor(week.from.getTime() / DAY_MS);
    const toDay = Math.floor(week.to.getTime() / DAY_MS);
    return async (userId) => {
      const rows = await competitorCountsBetween(app.database.db, userId, fromDay, toDay);
      const moves = new Map<number, { name: string; from: number; to: number }>();
      for (const row of rows) {
        const move = moves.get(Number(row.id));
        if (move) move.to = Number(row.active_ads);
        else moves.set(Number(row.id), { name: row.name, from: Number(row.active_ads), to: Number(row.active_ads) });
      }
      return [...moves.values()]
        .filter((move) => move.from !== move.to)
        .map((move) => ({
          text: translate('features.notificationPreferences.digest.competitorMove', move, overrides),
          url: `${app.config.publicUrl}/adspy`,
        }));
    };
  },
};
