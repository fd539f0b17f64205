import type { AiAttachment } from '@blivion/shared/ai';
import { apiFetch } from '@/lib/api-client';
import { uploadWithProgress, type UploadProgress } from '@/lib/upload-with-progress';

/**
 * POST /api/ai/attachments: one file for the next message, with the upload's progress. The server
 * decides what it is from its content and answers the stored file (its kind, real size, pages).
 */
export function uploadAttachment(
  file: File,
  options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void } = {},
): Promise<AiAttachment> {
  return uploadWithProgress<AiAttachment>('/api/ai/attachments', file, options);
}

/** DELETE /api/ai/attachments/:id: a file taken out of the message before it is sent. */
export function deleteAttachment(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/ai/attachments/${id}`, { method: 'DELETE' });
}
