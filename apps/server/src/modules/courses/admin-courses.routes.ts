import {
  LOGO_MAX_BYTES,
  adminCourseListQuerySchema,
  adminCoursePageSchema,
  adminCourseSchema,
  courseContentInputSchema,
  courseContentSchema,
  courseIdParamsSchema,
  courseStatusSchema,
  courseThumbnailResponseSchema,
  createCourseSchema,
  okResponseSchema,
  updateCourseSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requirePermission, requireStaff } from '../../plugins/authorization.js';
import {
  adminList,
  createCourse,
  deleteCourse,
  setCourseStatus,
  setThumbnail,
  updateCourse,
} from './admin-courses.service.js';
import { getContent, saveContent } from './content.service.js';
import { toId } from './course-views.js';
import { acceptUploads } from '../uploads/index.js';

const tags = ['Cursos (administração)'];
const params = courseIdParamsSchema;

/**
 * Course administration, prefix /api/admin/courses: admin and master with the courses permission,
 * both checked before a body (an image) is read.
 */
export const adminCoursesRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.addHook('onRequest', requirePermission('courses'));
  app.addHook('onRequest', requireStaff);

  app.get(
    '/',
    { schema: { tags, querystring: adminCourseListQuerySchema, response: { 200: adminCoursePageSchema } } },
    async (request) => adminList(app, request.query),
  );

  app.post(
    '/',
    { schema: { tags, body: createCourseSchema, response: { 201: adminCourseSchema } } },
    async (request, reply) => reply.status(201).send(await createCourse(app, currentMember(request), request.body)),
  );

  app.patch(
    '/:courseId',
    { schema: { tags, params, body: updateCourseSchema, response: { 200: adminCourseSchema } } },
    async (request) => updateCourse(app, currentMember(request), toId(request.params.courseId), request.body),
  );

  app.put(
    '/:courseId/status',
    { schema: { tags, params, body: courseStatusSchema, response: { 200: adminCourseSchema } } },
    async (request) =>
      setCourseStatus(app, currentMember(request), toId(request.params.courseId), request.body.isActive),
  );

  app.put(
    '/:courseId/thumbnail',
    {
      config: { uploadMaxBytes: LOGO_MAX_BYTES },
      schema: { tags, params, consumes: ['multipart/form-data'], response: { 200: courseThumbnailResponseSchema } },
    },
    async (request) => setThumbnail(app, request, toId(request.params.courseId)),
  );

  app.delete(
    '/:courseId/thumbnail',
    { schema: { tags, params, response: { 200: courseThumbnailResponseSchema } } },
    async (request) => setThumbnail(app, null, toId(request.params.courseId)),
  );

  app.delete('/:courseId', { schema: { tags, params, response: { 200: okResponseSchema } } }, async (request) => {
    await deleteCourse(app, currentMember(request), toId(request.params.courseId));
    return { ok: true as const };
  });

  app.get('/:courseId/content', { schema: { tags, params, response: { 200: courseContentSchema } } }, async (request) =>
    getContent(app, toId(request.params.courseId)),
  );

  app.put(
    '/:courseId/content',
    { schema: { tags, params, body: courseContentInputSchema, response: { 200: courseContentSchema } } },
    async (request) => saveContent(app, currentMember(request), toId(request.params.courseId), request.body),
  );
};
