import { readFileSync } from 'node:fs';
import type { CourseVideoUpload } from '@blivion/shared';
import type { TestMember, UploadedFile } from '../../../test-support/factories.js';
import { multipartBody } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { DEMO_LESSON_VIDEO } from './demo-video.js';

export const UPLOAD_URL = '/api/admin/course-videos';
/** The shipped demo lesson (a real 30 s WebM), as the video tests upload it. */
export const demoVideo = readFileSync(DEMO_LESSON_VIDEO.file);
export const demoVideoFile: UploadedFile = { filename: 'aula 1.webm', contentType: 'video/webm', data: demoVideo };

/** Uploads a file as `admin` through the route, expecting it stored. */
export async function uploadVideo(t: TestApp, admin: TestMember, file: UploadedFile = demoVideoFile) {
  const { payload, headers } = multipartBody(file);
  const response = await t.app.inject({
    method: 'POST',
    url: UPLOAD_URL,
    payload,
    headers: { ...headers, cookie: admin.cookie },
  });
  if (response.statusCode !== 201) throw new Error(`upload: expected 201, got ${response.statusCode}`);
  return response.json<CourseVideoUpload>();
}
