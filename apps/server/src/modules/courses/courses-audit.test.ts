import type { AdminCourse, AuditEntry, CourseContent } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { coursesApi } from '../../test-support/courses.js';
import { coursesAdminApp } from '../../test-support/courses.js';
import type { TestMember } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { auditPage } from '../audit/audit.service.js';
import { uploadVideo } from './videos/test-video-upload.js';

describe('course administration in the audit log', () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let admin: TestMember;
  beforeAll(async () => ({ t, api, admin } = await coursesAdminApp()), 60_000);
  afterAll(async () => t.close());

  /** The entries written after `afterId`, oldest first. */
  async function entriesAfter(afterId: number): Promise<AuditEntry[]> {
    const page = await auditPage(t.app.database.db, { limit: 100 });
    return page.items.filter((entry) => Number(entry.id) > afterId).reverse();
  }
  const lastId = async () => Number((await auditPage(t.app.database.db, { limit: 1 })).items[0]?.id ?? 0);

  it('records who created, edited, activated, filled, uploaded to and deleted a course, and what changed', async () => {
    const start = await lastId();
    const input = { title: 'Curso Auditado', description: 'Sobre.', category: 'marketing' };
    const course = await api.ok<AdminCourse>(api.request(admin, 'POST', '/admin/courses', input), 201);
    const path = `/admin/courses/${course.id}`;
    await api.ok(api.request(admin, 'PATCH', path, { title: 'Curso Auditado 2', description: 'Sobre.' }));
    const video = await uploadVideo(t, admin);
    const content = api.content([2]);
    content.modules[0]!.lessons[0]!.video = { kind: 'file', videoId: video.videoId };
    await api.ok<CourseContent>(api.request(admin, 'PUT', `${path}/content`, content));
    await api.ok(api.request(admin, 'PUT', `${path}/status`, { isActive: true }));
    await api.ok(api.request(admin, 'DELETE', path));

    const entries = await entriesAfter(start);
    const courseId = Number(course.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'course.create',
      'course.update',
      'courseVideo.upload',
      'course.content',
      'course.status',
      'course.delete',
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ actorId: admin.id, targetId: null });
    expect(entries.map((entry) => entry.details)).toEqual([
      { courseId, title: 'Curso Auditado', after: { category: 'marketing' } },
      {
        courseId,
        title: 'Curso Auditado 2',
        before: { title: 'Curso Auditado' },
        after: { title: 'Curso Auditado 2' },
      },
      {
        videoId: Number(video.videoId),
        name: 'aula 1.webm',
        mimeType: 'video/webm',
        sizeBytes: video.sizeBytes,
        durationSeconds: video.durationSeconds,
      },
      {
        courseId,
        title: 'Curso Auditado 2',
        before: { modules: 0, lessons: 0 },
        after: { modules: 1, lessons: 2 },
        removedLessons: 0,
      },
      { courseId, title: 'Curso Auditado 2', before: { active: false }, after: { active: true } },
      { courseId, title: 'Curso Auditado 2', before: { category: 'marketing', modules: 1, lessons: 2 } },
    ]);
  });

  it('records nothing for a change that is refused', async () => {
    const { course } = await api.course(admin);
    const start = await lastId();
    const refused = await api.request(admin, 'PUT', `/admin/courses/${course.id}/content`, { modules: [] });
    expect(refused.statusCode).toBe(400);
    expect((await api.request(admin, 'DELETE', '/admin/courses/999999999')).statusCode).toBe(404);
    expect(await entriesAfter(start)).toEqual([]);
  });
});
