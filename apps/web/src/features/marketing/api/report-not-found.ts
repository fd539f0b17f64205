import { apiFetch } from '@/lib/api-client';

/** Tells the server that a visitor reached a missing page. Only the path is sent, never the query string. */
export async function reportNotFound(path: string): Promise<void> {
  await apiFetch<unknown>('/api/client/not-found', { method: 'POST', body: { path: path.slice(0, 2048) } });
}
