import { COURSE_MATERIAL_MAX_BYTES, courseMaterialUploadSchema, lessonMaterialParamsSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requirePermission, requireStaff } from '../../../plugins/authorization.js';
import { acceptUploads } from '../../uploads/index.js';
import { toId } from '../course-views.js';
import { studiableLesson } from '../progress.service.js';
import { serveMaterial, uploadMaterial } from './materials.service.js';

const tags = ['Cursos'];

/**
 * Prefix /api: lesson materials. The upload is for administrators (checked before the body is
 * read); a file is for whoever may open the lesson that names it, like the lesson's video.
 */
export const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.post(
    '/admin/course-materials',
    {
      onRequest: [requirePermission('courses'), requireStaff],
      config: { uploadMaxBytes: COURSE_MATERIAL_MAX_BYTES },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: courseMaterialUploadSchema } },
    },
    async (request, reply) => reply.status(201).send(await uploadMaterial(request)),
  );

  app.get(
    '/lessons/:lessonId/materials/:fileId',
    { onRequest: requirePermission('courses'), schema: { tags, params: lessonMaterialParamsSchema } },
    async (request, reply) => {
      const member = currentMember(request);
      const lessonId = toId(request.params.lessonId);
      await studiableLesson(app, member, lessonId);
      const answer = await serveMaterial(app, member, lessonId, toId(request.params.fileId));
      return reply.headers(answer.headers).send(answer.body);
    },
  );
};
