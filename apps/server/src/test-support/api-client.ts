import type { LightMyRequestResponse } from 'fastify';
import type { TestMember } from './factories.js';
import type { TestApp } from './test-app.js';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests under one API prefix as a member (or nobody), and `ok` to expect a status and read the body. */
export function apiClient(t: TestApp, prefix: string) {
  const request = (
    member: TestMember | null,
    method: ApiMethod,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `${prefix}${url}`,
      headers: member ? { cookie: member.cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  async function ok<T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
    const result = await response;
    if (result.statusCode !== status) throw new Error(`expected ${status}, got ${result.statusCode} ${result.body}`);
    return result.json<T>();
  }

  return { request, ok };
}
