import { lessonIdParamsSchema, lessonNoteInputSchema, lessonNoteSchema, memberNotesSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requirePermission } from '../../../plugins/authorization.js';
import { toId } from '../course-views.js';
import { lessonNote, memberNotes, saveLessonNote } from './notes.service.js';

const tags = ['Cursos'];

/** Prefix /api: 'Minhas anotações', each member's own (the courses permission, like the player). */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requirePermission('courses'));

  app.get('/notes', { schema: { tags, response: { 200: memberNotesSchema } } }, async (request) =>
    memberNotes(app, currentMember(request)),
  );

  app.get(
    '/lessons/:lessonId/note',
    { schema: { tags, params: lessonIdParamsSchema, response: { 200: lessonNoteSchema } } },
    async (request) => lessonNote(app, currentMember(request), toId(request.params.lessonId)),
  );

  app.put(
    '/lessons/:lessonId/note',
    {
      schema: { tags, params: lessonIdParamsSchema, body: lessonNoteInputSchema, response: { 200: lessonNoteSchema } },
    },
    async (request) => saveLessonNote(app, currentMember(request), toId(request.params.lessonId), request.body),
  );
};
