import {
  certificateCodeParamsSchema,
  certificateVerificationSchema,
  courseCertificateResponseSchema,
  courseIdParamsSchema,
  memberCertificatesSchema,
} from '@blivion/shared';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireMember, requirePermission } from '../../../plugins/authorization.js';
import { toId } from '../course-views.js';
import { visibleCourse } from '../courses.service.js';
import { certificatePdf, courseCertificate, memberCertificates, verifyCertificate } from './certificates.service.js';

const tags = ['Certificados'];

/**
 * Prefix /api. The public verification (no sign-in: anyone with the code, which has 100 random
 * bits); the member's own certificates and PDFs (any signed-in member: a certificate stays theirs
 * after their access ends); a course's certificate state (the courses permission, like the player).
 */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/certificates/:code',
    { schema: { tags, params: certificateCodeParamsSchema, response: { 200: certificateVerificationSchema } } },
    async (request, reply) => {
      // Revocation shows at once: no cache keeps an answer.
      reply.header('cache-control', 'no-store');
      return verifyCertificate(app, request.params.code);
    },
  );

  app.get(
    '/certificates',
    { onRequest: requireMember, schema: { tags, response: { 200: memberCertificatesSchema } } },
    async (request) => memberCertificates(app, currentMember(request)),
  );

  app.get(
    '/certificates/:code/pdf',
    { onRequest: requireMember, schema: { tags, params: certificateCodeParamsSchema } },
    async (request, reply) => {
      const { pdf, fileName } = await certificatePdf(app, currentMember(request), request.params.code);
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': contentDisposition(fileName),
          'content-length': String(pdf.length),
          'cache-control': 'private, no-cache',
          'x-content-type-options': 'nosniff',
        })
        .send(pdf);
    },
  );

  app.get(
    '/courses/:courseId/certificate',
    {
      onRequest: requirePermission('courses'),
      schema: { tags, params: courseIdParamsSchema, response: { 200: courseCertificateResponseSchema } },
    },
    async (request) => {
      const member = currentMember(request);
      const course = await visibleCourse(app, member, toId(request.params.courseId));
      return courseCertificate(app, member, course);
    },
  );
};
