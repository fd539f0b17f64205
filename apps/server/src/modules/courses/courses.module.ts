import type { ServerModule } from '../../server-module.js';
import { scheduleJob, utcHourSlot } from '../../jobs/scheduler.js';
import { adminCoursesRoutes } from './admin-courses.routes.js';
import { certificatesRoutes } from './certificates/certificates.routes.js';
import { isCourseThumbnail } from './courses.repository.js';
import { activeCourseCount } from './courses.service.js';
import { materialsRoutes } from './materials/materials.routes.js';
import { sweepUnusedMaterials, UNUSED_MATERIALS_JOB } from './materials/materials.service.js';
import { notifyOpenedModules, OPENED_MODULES_JOB } from './release/release.service.js';
import { coursesRoutes } from './courses.routes.js';
import { seedDemoCourses } from './demo-courses.js';
import { coursesTables } from './migrations/20261124-0210-courses-tables.js';
import { courseVideos } from './migrations/20261124-0210-courses-videos.js';
import { lessonSearchTitle } from './migrations/20261124-0400-courses-lesson-search-title.js';
import { lessonQuestionTopics } from './migrations/20261124-0405-courses-lesson-question-topics.js';
import { academyLessonTopics } from './migrations/20261124-0536-courses-academy-lesson-topics.js';
import { lessonSearchIndex } from './migrations/20261124-0640-courses-lesson-search-index.js';
import { lessonSearchTrigram } from './migrations/20261124-0920-courses-lesson-search-trigram.js';
import { courseCertificates } from './migrations/20261129-1150-courses-certificates.js';
import { lessonMaterials } from './migrations/20261129-1210-courses-lesson-materials.js';
import { courseReleaseSchedule } from './migrations/20261129-1230-courses-release-schedule.js';
import { lessonNotes } from './migrations/20261129-1245-courses-lesson-notes.js';
import { courseMinLevel } from './migrations/20261129-1600-courses-min-level.js';
import { lessonCreatedAt } from './migrations/20261129-1605-courses-lesson-created-at.js';
import { courseDigestSections } from './digest-sections.js';
import { notesRoutes } from './notes/notes.routes.js';
import { courseVideosRoutes } from './videos/course-videos.routes.js';
import { storeDemoLessonVideo } from './videos/demo-video.js';
import { sweepUnusedVideos, UNUSED_VIDEOS_JOB } from './videos/unused-videos.js';

/** Courses, modules, lessons and each member's progress (issue 14, docs/decisions/0030-courses-module.md). */
export const coursesModule: ServerModule = {
  name: 'courses',
  routes: [
    { plugin: coursesRoutes, prefix: '/api' },
    { plugin: courseVideosRoutes, prefix: '/api' },
    { plugin: certificatesRoutes, prefix: '/api' },
    { plugin: materialsRoutes, prefix: '/api' },
    { plugin: notesRoutes, prefix: '/api' },
    { plugin: adminCoursesRoutes, prefix: '/api/admin/courses' },
  ],
  migrations: {
    '20261124-0210-courses-tables': coursesTables,
    '20261124-0210-courses-videos': courseVideos,
    '20261124-0400-courses-lesson-search-title': lessonSearchTitle,
    '20261124-0405-courses-lesson-question-topics': lessonQuestionTopics,
    '20261124-0536-courses-academy-lesson-topics': academyLessonTopics,
    '20261124-0640-courses-lesson-search-index': lessonSearchIndex,
    '20261124-0920-courses-lesson-search-trigram': lessonSearchTrigram,
    '20261129-1150-courses-certificates': courseCertificates,
    '20261129-1210-courses-lesson-materials': lessonMaterials,
    '20261129-1230-courses-release-schedule': courseReleaseSchedule,
    '20261129-1245-courses-lesson-notes': lessonNotes,
    '20261129-1600-courses-min-level': courseMinLevel,
    '20261129-1605-courses-lesson-created-at': lessonCreatedAt,
  },
  digestSections: courseDigestSections,
  async firstRunData(app) {
    // The demo lessons play the shipped demo video (stored only when the demo courses are created).
    const demoCourses = await seedDemoCourses(app, () => storeDemoLessonVideo(app));
    if (demoCourses > 0) app.log.info({ demoCourses }, 'first-run demo courses created');
  },
  async onStart(app) {
    // Uploads no lesson took, a day after they were stored (decision 0046): hourly, once across instances.
    scheduleJob(app, {
      name: UNUSED_VIDEOS_JOB,
      cron: '23 * * * *',
      slotOf: utcHourSlot,
      async run(app, _slot, at) {
        const removed = await sweepUnusedVideos(app, at);
        if (removed > 0) app.log.info({ removed }, 'course videos no lesson uses removed');
      },
    });
    // The same for lesson materials (decision 0088).
    scheduleJob(app, {
      name: UNUSED_MATERIALS_JOB,
      cron: '27 * * * *',
      slotOf: utcHourSlot,
      async run(app, _slot, at) {
        const removed = await sweepUnusedMaterials(app, at);
        if (removed > 0) app.log.info({ removed }, 'course materials no lesson uses removed');
      },
    });
    // 'Novo módulo liberado' (decision 0089): hourly, once across instances; once per member and module.
    scheduleJob(app, {
      name: OPENED_MODULES_JOB,
      cron: '3 * * * *',
      slotOf: utcHourSlot,
      async run(app, _slot, at) {
        const told = await notifyOpenedModules(app, at);
        if (told > 0) app.log.info({ told }, 'members told of modules opened');
      },
    });
  },
  publicCounters: [{ key: 'premiumCourses', count: activeCourseCount }],
  uploadReferences: [{ name: 'courses.cover', isReferenced: (app, url) => isCourseThumbnail(app.database.db, url) }],
};
