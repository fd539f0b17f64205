import { ADSPY_STATUS_PATH } from '@/features/adspy/api/get-status';
import { conversationsPath } from '@/features/ai-lab/api/list-conversations';
import { FOLDERS_PATH } from '@/features/ai-lab/api/list-folders';
import { BANNERS_PATH } from '@/features/banners/api/get-banners';
import { cataloguePath } from '@/features/courses/api/list-courses';
import { FORUM_ACTIVITY_PATH } from '@/features/dashboard/api/get-forum-activity';
import { FORUM_CATEGORIES_PATH } from '@/features/forum/api/list-categories';
import { PLAIN_TOPIC_LIST, topicsPath } from '@/features/forum/api/list-topics';

/**
 * A signed-in page's own copy of index.html (written by build/prerender.ts, served by the server
 * when the session cookie comes with the request and the address has no query string): its
 * chunks as module preloads and its first data as fetch preloads, so that the browser asks for
 * all of it with the entry instead of after the entry has run, then after the shell has run.
 */
export interface SignedInDocument {
  /** The page's path, or a pattern whose `:name` segments stand for any one segment (plugins/web-app.ts). */
  path: string;
  file: string;
  /** The router's lazy modules the path matches (relative to apps/web), outermost first. */
  modules: string[];
  /** The API requests the page makes at start (route-data.ts and the banner strip), as they are made. */
  data: string[];
}

const SHELL = ['src/features/access/components/require-auth.tsx', 'src/app/signed-in-layout.tsx'];
const GUARD = 'src/features/access/components/route-guard.tsx';

export const SIGNED_IN_DOCUMENTS: SignedInDocument[] = [
  {
    path: '/dashboard',
    file: 'dashboard.html',
    modules: [...SHELL, 'src/features/dashboard/routes/dashboard-page.tsx'],
    data: [BANNERS_PATH, FORUM_ACTIVITY_PATH],
  },
  {
    path: '/forum',
    file: 'forum.html',
    modules: [...SHELL, GUARD, 'src/features/forum/routes/forum-page.tsx'],
    data: [BANNERS_PATH, FORUM_CATEGORIES_PATH, topicsPath(PLAIN_TOPIC_LIST)],
  },
  {
    path: '/forum/ranking',
    file: 'ranking.html',
    modules: [...SHELL, GUARD, 'src/features/forum/routes/ranking-page.tsx'],
    data: [BANNERS_PATH],
  },
  {
    path: '/courses',
    file: 'courses.html',
    modules: [...SHELL, GUARD, 'src/features/courses/routes/courses-page.tsx'],
    data: [BANNERS_PATH, cataloguePath('')],
  },
  ...['/courses/:courseId', '/courses/:courseId/lessons/:lessonId'].map((path) => ({
    path,
    file: 'player.html',
    modules: [...SHELL, GUARD, 'src/features/courses/routes/course-player-page.tsx'],
    // Its course's data depends on the address: the page asks for it itself.
    data: [BANNERS_PATH],
  })),
  {
    path: '/ai-lab',
    file: 'ai-lab.html',
    modules: [...SHELL, GUARD, 'src/features/ai-lab/routes/ai-lab-page.tsx'],
    data: [BANNERS_PATH, FOLDERS_PATH, conversationsPath({ folder: null, q: '' })],
  },
  {
    path: '/adspy',
    file: 'adspy.html',
    modules: [...SHELL, GUARD, 'src/features/adspy/routes/adspy-page.tsx'],
    data: [BANNERS_PATH, ADSPY_STATUS_PATH],
  },
  {
    path: '/profile',
    file: 'profile.html',
    modules: [...SHELL, 'src/features/profile/routes/profile-page.tsx'],
    data: [BANNERS_PATH],
  },
];
