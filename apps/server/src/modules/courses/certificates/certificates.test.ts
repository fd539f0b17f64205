import type {
  AdminCourse,
  CertificateVerification,
  CourseCertificateResponse,
  MemberCertificates,
  MemberProfile,
  NotificationsPage,
} from '@blivion/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesApi } from '../../../test-support/courses.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createStaff, errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';

/** The PDF's page count and its text, read back with PDF.js (unpdf). */
async function readPdf(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
}

describe('certificates of completion', () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let admin: TestMember;
  let member: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = coursesApi(t);
    admin = await createStaff(t.app, 'admin');
    member = await createStaff(t.app, 'premium', { name: 'Conceição Araújo Lourenço' });
    other = await createStaff(t.app, 'premium');
  }, 60_000);
  afterAll(async () => t.close());

  const certificateOf = (who: TestMember, courseId: string) =>
    api.ok<CourseCertificateResponse>(api.request(who, 'GET', `/courses/${courseId}/certificate`));
  const complete = (who: TestMember, lessonId: string) => api.request(who, 'PUT', `/lessons/${lessonId}/completion`);

  it('is issued exactly once when 20 completions of the last lesson arrive at once, with one notification', async () => {
    const { course, content } = await api.course(admin, {
      lessons: [2, 1],
      input: { title: 'Gestão de Tráfego Pago' },
    });
    const lessons = content.modules.flatMap((module) => module.lessons);
    for (const lesson of lessons.slice(0, -1)) await api.ok(complete(member, lesson.id));
    expect((await certificateOf(member, course.id)).certificate).toBeNull();

    const last = lessons.at(-1)!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => complete(member, last.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));

    const rows = await t.app.database.db
      .selectFrom('course_certificates')
      .select(['code', 'member_name', 'course_title', 'total_seconds'])
      .where('user_id', '=', member.id)
      .where('course_id', '=', Number(course.id))
      .execute();
    expect(rows).toHaveLength(1);
    // Durations of the helper's lessons: 60 + 120 + 60 seconds.
    expect(rows[0]).toMatchObject({
      member_name: 'Conceição Araújo Lourenço',
      course_title: 'Gestão de Tráfego Pago',
      total_seconds: 240,
    });
    expect(rows[0]!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);

    const bell = await api.ok<NotificationsPage>(api.request(member, 'GET', '/notifications'));
    const ready = bell.items.filter((item) => item.text.startsWith('Seu certificado está pronto'));
    expect(ready).toHaveLength(1);
    expect(ready[0]!.text).toBe('Seu certificado está pronto: “Gestão de Tráfego Pago”');

    const mine = await certificateOf(member, course.id);
    expect(mine).toMatchObject({ enabled: true, certificate: { code: rows[0]!.code, status: 'valid' } });
    const list = await api.ok<MemberCertificates>(api.request(member, 'GET', '/certificates'));
    expect(list.items.map((item) => item.code)).toEqual([rows[0]!.code]);

    // Another member sees the completed course on the member's profile, with its certificate's link.
    const profile = await api.ok<MemberProfile>(api.request(other, 'GET', `/forum/members/${member.id}`));
    expect(profile.completedCourses).toEqual([
      expect.objectContaining({ id: course.id, certificateCode: rows[0]!.code }),
    ]);
  });

  it('prints a one-page A4 landscape PDF with the accents, for its owner only', async () => {
    const { course, content } = await api.course(admin, { lessons: [1], input: { title: 'Edição de Vídeos' } });
    await api.ok(complete(member, content.modules[0]!.lessons[0]!.id));
    const { certificate } = await certificateOf(member, course.id);
    const response = await api.request(member, 'GET', `/certificates/${certificate!.code}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Certificado de conclusão - Edição de Vídeos.pdf')}`,
    );
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Conceição Araújo Lourenço');
    expect(pdf.text).toContain('Edição de Vídeos');
    expect(pdf.text).toContain('Certificamos que');
    expect(pdf.text).toContain(certificate!.code);
    const page = await (await getDocumentProxy(new Uint8Array(response.rawPayload))).getPage(1);
    const [, , width, height] = page.view;
    expect([Math.round(width!), Math.round(height!)]).toEqual([842, 595]);

    for (const who of [other, admin]) {
      const refused = await api.request(who, 'GET', `/certificates/${certificate!.code}/pdf`);
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).code).toBe('CERTIFICATE_NOT_FOUND');
    }
    expect((await api.request(null, 'GET', `/certificates/${certificate!.code}/pdf`)).statusCode).toBe(401);
  });

  it('verifies publicly: a valid code, a made-up one, and a deleted course’s (revoked)', async () => {
    const { course, content } = await api.course(admin, { lessons: [1], input: { title: 'Copywriting' } });
    await api.ok(complete(member, content.modules[0]!.lessons[0]!.id));
    const code = (await certificateOf(member, course.id)).certificate!.code;

    const valid = await t.app.inject({ method: 'GET', url: `/api/public/certificates/${code.toLowerCase()}` });
    expect(valid.statusCode).toBe(200);
    expect(valid.headers['cache-control']).toBe('no-store');
    const body = valid.json<CertificateVerification>();
    // Only what the certificate prints: no e-mail, no id, nothing else about the member.
    expect(Object.keys(body).sort()).toEqual([
      'academyName',
      'code',
      'completedAt',
      'courseTitle',
      'memberName',
      'status',
    ]);
    expect(body).toMatchObject({
      code,
      status: 'valid',
      memberName: 'Conceição Araújo Lourenço',
      courseTitle: 'Copywriting',
    });

    for (const madeUp of [
      'AAAA-BBBB-CCCC-DDDD-EEEE',
      'não-existe',
      code.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    ]) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/public/certificates/${encodeURIComponent(madeUp)}`,
      });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing)).toMatchObject({ code: 'CERTIFICATE_NOT_FOUND', message: 'Certificado não encontrado.' });
    }

    // Uncompleting a lesson later keeps the certificate; deleting the course revokes it.
    await api.ok(api.request(member, 'DELETE', `/lessons/${content.modules[0]!.lessons[0]!.id}/completion`));
    expect((await certificateOf(member, course.id)).certificate?.status).toBe('valid');
    await api.ok(api.request(admin, 'DELETE', `/admin/courses/${course.id}`));
    const revoked = await t.app.inject({ method: 'GET', url: `/api/public/certificates/${code}` });
    expect(revoked.json<CertificateVerification>()).toMatchObject({ status: 'revoked', courseTitle: 'Copywriting' });
    expect((await api.request(member, 'GET', `/certificates/${code}/pdf`)).statusCode).toBe(404);
    const list = await api.ok<MemberCertificates>(api.request(member, 'GET', '/certificates'));
    expect(list.items.find((item) => item.code === code)).toMatchObject({ status: 'revoked', courseId: null });
  });

  it('follows the course’s setting, and keeps the text it was issued with', async () => {
    const { course, content } = await api.course(admin, { lessons: [1, 1] });
    const [first, second] = content.modules.map((module) => module.lessons[0]!);
    const off = await api.ok<AdminCourse>(
      api.request(admin, 'PATCH', `/admin/courses/${course.id}`, { certificateEnabled: false }),
    );
    expect(off.certificateEnabled).toBe(false);
    await api.ok(complete(other, first!.id));
    await api.ok(complete(other, second!.id));
    expect(await certificateOf(other, course.id)).toEqual({ enabled: false, certificate: null });

    await api.ok(
      api.request(admin, 'PATCH', `/admin/courses/${course.id}`, {
        certificateEnabled: true,
        certificateText: 'A Academia Blivion reconhece que',
      }),
    );
    // Completing again (already completed) issues it now that the course issues certificates.
    await api.ok(complete(other, second!.id));
    const { certificate } = await certificateOf(other, course.id);
    await api.ok(api.request(admin, 'PATCH', `/admin/courses/${course.id}`, { certificateText: 'Outro texto' }));
    await t.app.storage.delete(`course-certificate-${certificate!.code.replace(/-/g, '').toLowerCase()}.pdf`);
    const pdf = await readPdf((await api.request(other, 'GET', `/certificates/${certificate!.code}/pdf`)).rawPayload);
    expect(pdf.text).toContain('A Academia Blivion reconhece que');
    expect(pdf.text).not.toContain('Outro texto');

    const tooLong = await api.request(admin, 'PATCH', `/admin/courses/${course.id}`, {
      certificateText: 'é'.repeat(301),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).details).toEqual([
      expect.objectContaining({ field: 'certificateText', key: 'courses.learning.validation.certificateTextTooLong' }),
    ]);
  });
});
