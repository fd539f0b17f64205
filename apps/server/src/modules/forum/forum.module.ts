import { forumDigestSection } from './digest-section.js';
import type { ServerModule } from '../../server-module.js';
import { seedForumCategories } from './categories/seed.js';
import { forumRoutes } from './forum.routes.js';
import { forum } from './migrations/0003-forum.js';
import { forumExcerpts } from './migrations/0004-forum-excerpts.js';
import { genericNotifications } from './migrations/20261123-2330-forum-generic-notifications.js';
import { forumLessonScores } from './migrations/20261124-0220-forum-lesson-scores.js';
import { forumAcademyTopics } from './migrations/20261124-0535-forum-academy-topics.js';
import { forumMemberProfiles } from './migrations/20261129-1200-forum-member-profiles.js';
import { forumRankingWindows } from './migrations/20261129-1600-forum-ranking-windows.js';
import { forumWindowRanks } from './migrations/20261129-2030-forum-window-ranks.js';
import { applyScoreWeights } from './ranking/score-weights.js';

/** Categories, topics, replies, likes, polls, search and the monthly ranking. */
export const forumModule: ServerModule = {
  name: 'forum',
  routes: [{ plugin: forumRoutes, prefix: '/api/forum' }],
  migrations: {
    '0003-forum': forum,
    '0004-forum-excerpts': forumExcerpts,
    '20261123-2330-forum-generic-notifications': genericNotifications,
    '20261124-0220-forum-lesson-scores': forumLessonScores,
    '20261124-0535-forum-academy-topics': forumAcademyTopics,
    '20261129-1200-forum-member-profiles': forumMemberProfiles,
    '20261129-1600-forum-ranking-windows': forumRankingWindows,
    '20261129-2030-forum-window-ranks': forumWindowRanks,
  },
  async firstRunData(app) {
    const forumCategories = await seedForumCategories(app);
    if (forumCategories > 0) app.log.info({ forumCategories }, 'first-run forum categories created');
  },
  digestSections: [forumDigestSection],
  async onStart(app) {
    if (await applyScoreWeights(app.database.db))
      app.log.info('forum ranking scores computed with the current weights');
  },
};
