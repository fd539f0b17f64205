import { COURSE_VIDEO_MAX_BYTES, courseVideoIdParamsSchema, courseVideoUploadSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../http/app-error.js';
import { currentMember, requirePermission, requireStaff } from '../../../plugins/authorization.js';
import { serveCourseVideo, uploadCourseVideo } from './course-videos.service.js';
import { acceptUploads } from '../../uploads/index.js';

const tags = ['Courses'];

/**
 * Prefix /api: lesson videos stored on the server. The upload is for administrators (the guard
 * runs before the body is read); the file is for members who may watch a lesson using it.
 */
export const courseVideosRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.post(
    '/admin/course-videos',
    {
      onRequest: requireStaff,
      config: { uploadMaxBytes: COURSE_VIDEO_MAX_BYTES },
      schema: { tags, response: { 201: courseVideoUploadSchema } },
    },
    async (request, reply) => reply.status(201).send(await uploadCourseVideo(request)),
  );

  app.get(
    '/course-videos/:videoId',
    { onRequest: requirePermission('courses'), schema: { tags, params: courseVideoIdParamsSchema } },
    async (request, reply) => {
      const headers = request.headers;
      try {
        const answer = await serveCourseVideo(app, currentMember(request), request.params.videoId, {
          range: headers.range,
          ifRange: typeof headers['if-range'] === 'string' ? headers['if-range'] : undefined,
          ifNoneMatch: headers['if-none-match'],
        });
        reply.status(answer.status).headers(answer.headers);
        return answer.body ? reply.send(answer.body) : reply.send();
      } catch (error) {
        if (error instanceof AppError && error.code === 'RANGE_NOT_SATISFIABLE') {
          reply.header('content-range', `bytes */${(error.details as { size: number }).size}`);
        }
        throw error;
      }
    },
  );
};
