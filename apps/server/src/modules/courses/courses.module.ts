import type { ServerModule } from '../../server-module.js';
import { coursesRoutes } from './courses.routes.js';
import { coursesTables } from './migrations/20261124-0210-courses-tables.js';
import { courseVideos } from './migrations/20261124-0210-courses-videos.js';
import { courseVideosRoutes } from './videos/course-videos.routes.js';

/** Courses, modules, lessons and each member's progress (issue 14). */
export const coursesModule: ServerModule = {
  name: 'courses',
  routes: [
    { plugin: coursesRoutes, prefix: '/api' },
    { plugin: courseVideosRoutes, prefix: '/api' },
  ],
  migrations: {
    '20261124-0210-courses-tables': coursesTables,
    '20261124-0210-courses-videos': courseVideos,
  },
};
