import { crc32 } from 'node:zlib';
import type { CourseContent, CourseContentInput, CourseMaterialUpload, CoursePlayer } from '@blivion/shared';
import { parse as parseDisposition } from 'content-disposition';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesApi } from '../../../test-support/courses.js';
import type { TestMember, UploadedFile } from '../../../test-support/factories.js';
import { createStaff, errorOf, multipartBody, setAccess } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';

async function pdfBytes(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
}

/** A real ZIP holding one stored (uncompressed) text file. */
function zipBytes(): Buffer {
  const name = Buffer.from('leia-me.txt');
  const data = Buffer.from('Olá, mundo!');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('lesson materials', () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let admin: TestMember;
  let member: TestMember;
  let free: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = coursesApi(t);
    admin = await createStaff(t.app, 'admin');
    member = await createStaff(t.app, 'premium');
    free = await createStaff(t.app, 'free');
  }, 60_000);
  afterAll(async () => t.close());

  const upload = (who: TestMember, file: UploadedFile) => {
    const { payload, headers } = multipartBody(file);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/course-materials',
      payload,
      headers: { ...headers, cookie: who.cookie },
    });
  };

  /** Saves the course's content again with the first lesson's materials replaced. */
  async function saveMaterials(courseId: string, content: CourseContent, materials: unknown[]) {
    const input = {
      modules: content.modules.map((module, m) => ({
        id: module.id,
        title: module.title,
        lessons: module.lessons.map((lesson, l) => ({
          id: lesson.id,
          title: lesson.title,
          descriptionMd: lesson.descriptionMd,
          video: lesson.video,
          durationSeconds: lesson.durationSeconds,
          materials: m === 0 && l === 0 ? materials : lesson.materials,
        })),
      })),
    } as CourseContentInput;
    return api.request(admin, 'PUT', `/admin/courses/${courseId}/content`, input);
  }

  it('stores files checked by content, saves them in order with links, and serves them to members with access only', async () => {
    const name = 'Planilha de preços 📊 – março ção.pdf';
    const stored = await upload(admin, {
      filename: name,
      contentType: 'application/octet-stream',
      data: await pdfBytes(),
    });
    expect(stored.statusCode).toBe(201);
    const pdf = stored.json<CourseMaterialUpload>();
    expect(pdf).toMatchObject({ name, type: 'pdf' });
    const zip = (
      await upload(admin, { filename: 'modelos.zip', contentType: 'application/zip', data: zipBytes() })
    ).json<CourseMaterialUpload>();
    expect(zip.type).toBe('zip');

    // By content, never by name or declared type: an HTML page named .pdf is refused; members may not upload.
    const html = await upload(admin, {
      filename: 'guia.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    expect(html.statusCode).toBe(400);
    expect(errorOf(html).code).toBe('INVALID_MATERIAL_TYPE');
    expect(
      (await upload(member, { filename: 'a.pdf', contentType: 'application/pdf', data: await pdfBytes() })).statusCode,
    ).toBe(403);

    const { course, content } = await api.course(admin, { lessons: [1, 1] });
    const saved = await saveMaterials(course.id, content, [
      { kind: 'link', label: 'Ferramenta de anúncios', url: 'https://www.facebook.com/ads/library' },
      { kind: 'file', fileId: zip.fileId },
      { kind: 'file', fileId: pdf.fileId },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CourseContent>().modules[0]!.lessons[0]!.materials).toEqual([
      { kind: 'link', label: 'Ferramenta de anúncios', url: 'https://www.facebook.com/ads/library' },
      { kind: 'file', fileId: zip.fileId, name: 'modelos.zip', type: 'zip', sizeBytes: zip.sizeBytes },
      { kind: 'file', fileId: pdf.fileId, name, type: 'pdf', sizeBytes: pdf.sizeBytes },
    ]);

    const player = await api.ok<CoursePlayer>(api.request(member, 'GET', `/courses/${course.id}/player`));
    const lesson = player.modules[0]!.lessons[0]!;
    expect(lesson.materials.map((item) => (item.kind === 'file' ? item.name : item.label))).toEqual([
      'Ferramenta de anúncios',
      'modelos.zip',
      name,
    ]);
    const pdfItem = lesson.materials[2]!;
    if (pdfItem.kind !== 'file') throw new Error('expected a file');
    const download = await t.app.inject({ method: 'GET', url: pdfItem.url, headers: { cookie: member.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals((await t.app.storage.get((await storageKeyOf(pdf.fileId))!)) as Buffer)).toBe(
      true,
    );
    const disposition = parseDisposition(String(download.headers['content-disposition']));
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toBe(name);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // Nobody else: no courses permission, signed out, another lesson's id, an inactive course.
    expect((await t.app.inject({ method: 'GET', url: pdfItem.url, headers: { cookie: free.cookie } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: pdfItem.url })).statusCode).toBe(401);
    const otherLesson = player.modules[1]!.lessons[0]!.id;
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/lessons/${otherLesson}/materials/${pdf.fileId}`,
      headers: { cookie: member.cookie },
    });
    expect(wrong.statusCode).toBe(404);
    expect(errorOf(wrong).code).toBe('MATERIAL_NOT_FOUND');
    await api.ok(api.request(admin, 'PUT', `/admin/courses/${course.id}/status`, { isActive: false }));
    expect(
      (await t.app.inject({ method: 'GET', url: pdfItem.url, headers: { cookie: member.cookie } })).statusCode,
    ).toBe(404);
    await setAccess(t.app, member.id, { accessExpiration: new Date(Date.now() - 1000) });
    await api.ok(api.request(admin, 'PUT', `/admin/courses/${course.id}/status`, { isActive: true }));
    const expired = await t.app.inject({ method: 'GET', url: pdfItem.url, headers: { cookie: member.cookie } });
    expect(errorOf(expired).code).toBe('ACCESS_EXPIRED');
    await setAccess(t.app, member.id, { accessExpiration: null });
  });

  async function storageKeyOf(fileId: string) {
    const row = await t.app.database.db
      .selectFrom('course_material_files')
      .select('storage_key')
      .where('id', '=', Number(fileId))
      .executeTakeFirst();
    return row?.storage_key ?? null;
  }

  it('stops serving a removed file at once and deletes it when no lesson uses it; a missing file refuses the whole save', async () => {
    const shared = (
      await upload(admin, { filename: 'a.pdf', contentType: 'application/pdf', data: await pdfBytes() })
    ).json<CourseMaterialUpload>();
    const own = (
      await upload(admin, { filename: 'b.pdf', contentType: 'application/pdf', data: await pdfBytes() })
    ).json<CourseMaterialUpload>();
    const one = await api.course(admin, { lessons: [1] });
    const two = await api.course(admin, { lessons: [1] });
    await api.ok(
      saveMaterials(one.course.id, one.content, [
        { kind: 'file', fileId: shared.fileId },
        { kind: 'file', fileId: own.fileId },
      ]),
    );
    await api.ok(saveMaterials(two.course.id, two.content, [{ kind: 'file', fileId: shared.fileId }]));
    const lessonId = one.content.modules[0]!.lessons[0]!.id;
    const ownKey = (await storageKeyOf(own.fileId))!;

    const refused = await saveMaterials(one.course.id, one.content, [{ kind: 'file', fileId: '999999' }]);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).details).toEqual([
      expect.objectContaining({
        field: 'modules.0.lessons.0.materials.0.fileId',
        key: 'courses.learning.validation.materialFileInvalid',
      }),
    ]);
    const still = await api.ok<CourseContent>(api.request(admin, 'GET', `/admin/courses/${one.course.id}/content`));
    expect(still.modules[0]!.lessons[0]!.materials).toHaveLength(2);

    await api.ok(saveMaterials(one.course.id, one.content, []));
    for (const fileId of [own.fileId, shared.fileId]) {
      const gone = await t.app.inject({
        method: 'GET',
        url: `/api/lessons/${lessonId}/materials/${fileId}`,
        headers: { cookie: member.cookie },
      });
      expect(gone.statusCode).toBe(404);
    }
    expect(await storageKeyOf(own.fileId)).toBeNull();
    expect(await t.app.storage.get(ownKey)).toBeNull();
    // Still used by the other course's lesson.
    expect(await storageKeyOf(shared.fileId)).not.toBeNull();
    await api.ok(api.request(admin, 'DELETE', `/admin/courses/${two.course.id}`));
    expect(await storageKeyOf(shared.fileId)).toBeNull();
  });

  it('refuses a link that is not https, and a label missing', async () => {
    const { course, content } = await api.course(admin, { lessons: [1] });
    const bad = await saveMaterials(course.id, content, [
      { kind: 'link', label: 'Site', url: 'javascript:alert(1)' },
      { kind: 'link', label: ' ', url: 'https://exemplo.com.br' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details).toEqual([
      expect.objectContaining({
        field: 'modules.0.lessons.0.materials.0.url',
        key: 'courses.learning.validation.materialUrlInvalid',
      }),
      expect.objectContaining({
        field: 'modules.0.lessons.0.materials.1.label',
        key: 'courses.learning.validation.materialLabelRequired',
      }),
    ]);
  });
});
