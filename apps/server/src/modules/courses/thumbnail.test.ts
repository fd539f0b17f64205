import type { AdminCoursePage, CourseThumbnailResponse } from '@blivion/shared';
import { LOGO_MAX_BYTES } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { coursesApi } from '../../test-support/courses.js';
import { coursesAdminApp } from '../../test-support/courses.js';
import type { TestMember } from '../../test-support/factories.js';
import { errorOf, multipartBody } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { pngBytes } from '../uploads/test-images.js';

describe('a course’s thumbnail', () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let admin: TestMember;
  beforeAll(async () => ({ t, api, admin } = await coursesAdminApp()), 60_000);
  afterAll(async () => t.close());

  const upload = (courseId: string, data: Buffer, filename = 'capa.png') => {
    const { payload, headers } = multipartBody({ filename, contentType: 'image/png', data });
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/courses/${courseId}/thumbnail`,
      payload,
      headers: { ...headers, cookie: admin.cookie },
    });
  };
  const fileServed = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

  it('takes an image checked by its content, replaces it, removes it, and deletes files nothing uses', async () => {
    const { course } = await api.course(admin);
    const first = await upload(course.id, pngBytes(8, 8, [1, 2, 3]));
    expect(first.statusCode, first.body).toBe(200);
    const { thumbnailUrl } = first.json<CourseThumbnailResponse>();
    expect(thumbnailUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(await fileServed(thumbnailUrl!)).toBe(200);

    const table = await api.ok<AdminCoursePage>(api.request(admin, 'GET', '/admin/courses?limit=100'));
    expect(table.items.find((item) => item.id === course.id)?.thumbnailUrl).toBe(thumbnailUrl);

    // Another course with the same image shares the stored file: replacing one keeps it for the other.
    const { course: other } = await api.course(admin);
    expect((await upload(other.id, pngBytes(8, 8, [1, 2, 3]))).json()).toEqual({ thumbnailUrl });
    const second = (await upload(course.id, pngBytes(8, 8, [9, 9, 9]))).json<CourseThumbnailResponse>();
    expect(second.thumbnailUrl).not.toBe(thumbnailUrl);
    expect(await fileServed(thumbnailUrl!)).toBe(200);

    await api.ok(api.request(admin, 'DELETE', `/admin/courses/${other.id}`));
    expect(await fileServed(thumbnailUrl!)).toBe(404);
    expect(await api.ok(api.request(admin, 'DELETE', `/admin/courses/${course.id}/thumbnail`))).toEqual({
      thumbnailUrl: null,
    });
    expect(await fileServed(second.thumbnailUrl!)).toBe(404);
  });

  it('refuses what is not an image, an empty file and one above the limit, and keeps the old thumbnail', async () => {
    const { course } = await api.course(admin);
    const kept = (await upload(course.id, pngBytes(8, 8, [5, 5, 5]))).json<CourseThumbnailResponse>();
    for (const [data, status, code] of [
      [Buffer.from('não é uma imagem'), 400, 'INVALID_FILE_TYPE'],
      [Buffer.alloc(0), 400, 'EMPTY_FILE'],
      [Buffer.alloc(LOGO_MAX_BYTES + 1, 1), 413, 'FILE_TOO_LARGE'],
    ] as const) {
      const response = await upload(course.id, data);
      expect(response.statusCode, response.body).toBe(status);
      expect(errorOf(response).code).toBe(code);
    }
    const table = await api.ok<AdminCoursePage>(api.request(admin, 'GET', '/admin/courses?limit=100'));
    expect(table.items.find((item) => item.id === course.id)?.thumbnailUrl).toBe(kept.thumbnailUrl);
  });
});
