import type { AiAttachment } from '@blivion/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { TestMember, UploadedFile } from './factories.js';
import { multipartBody } from './factories.js';
import type { TestApp } from './test-app.js';

export const ATTACHMENTS_URL = '/api/ai/attachments';

/** POST /api/ai/attachments as the member (or as a visitor without one). */
export function uploadAttachment(t: TestApp, file: UploadedFile, actor: TestMember | null) {
  const { payload, headers } = multipartBody(file);
  return t.app.inject({
    method: 'POST',
    url: ATTACHMENTS_URL,
    payload,
    headers: { ...headers, ...(actor ? { cookie: actor.cookie } : {}) },
  });
}

/** Uploads and expects it stored. */
export async function uploaded(t: TestApp, file: UploadedFile, actor: TestMember): Promise<AiAttachment> {
  const response: LightMyRequestResponse = await uploadAttachment(t, file, actor);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<AiAttachment>();
}

export function attachmentRow(t: TestApp, id: string) {
  return t.app.database.db.selectFrom('ai_attachments').selectAll().where('id', '=', Number(id)).executeTakeFirst();
}
