// The app's API called from inside a page, with that page's session cookie: tests set up posts
// quickly this way instead of through the screens they do not test.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type Answer<T> = { status: number; body: T };

/** The API from the page, with its member's cookie; a flood refusal (429) is waited out (100 tries at most). */
export function api<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const init = body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body };
  return page.evaluate(
    async ({ url, request }) => {
      const options = 'body' in request ? { ...request, body: JSON.stringify(request.body) } : request;
      for (let attempt = 0; ; attempt += 1) {
        const response = await fetch(url, options);
        if (response.status !== 429 || attempt === 100) return { status: response.status, body: await response.json() };
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    { url: path, request: init },
  ) as Promise<Answer<T>>;
}

/** A topic through the API, in the given category or the first one; its id. */
export async function postTopic(page: Page, title: string, categoryId?: string): Promise<string> {
  const { items } = (await api<{ items: Array<{ id: string }> }>(page, 'GET', '/api/forum/categories')).body;
  const body = { title, content: `Conteúdo: ${title}.`, categoryId: categoryId ?? items[0]!.id };
  const created = await api<{ id: string }>(page, 'POST', '/api/forum/topics', body);
  expect(created.status).toBe(201);
  return created.body.id;
}
