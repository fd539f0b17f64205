import { forumTopicPath, translate } from '@blivion/shared';
import type { DigestSection } from '../../server-module.js';
import { mostLikedTopicsBetween } from './digest.repository.js';

const TOPICS_MAX = 5;

/** The forum's part of the weekly digest (decision 0102): the topics most liked during the week, the same for everyone. */
export const forumDigestSection: DigestSection = {
  key: 'topics',
  order: 20,
  async prepare(app, week, overrides) {
    const rows = await mostLikedTopicsBetween(app.database.db, week.from, week.to, TOPICS_MAX);
    const lines = rows.map((row) => {
      const likes = translate('features.notificationPreferences.digest.likes', { count: Number(row.likes) }, overrides);
      return { text: `${row.title} (${likes})`, url: `${app.config.publicUrl}${forumTopicPath(String(row.id))}` };
    });
    return async () => lines;
  },
};
