import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGGED_QUERY_PARAMS, maskUrl } from '../logger.js';
import { createStaff, type TestMember } from '../test-support/factories.js';
import { captureLogs } from '../test-support/log-capture.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';

interface QueryParameter {
  in: string;
  name: string;
  schema: Record<string, unknown>;
}
type OpenApiPaths = Record<string, Record<string, { parameters?: QueryParameter[] }>>;

/** Server-made page tokens: opaque, bounded, never typed by a member. */
const PAGE_TOKENS = new Set(['cursor', 'before']);

/** A schema that only takes values the server defined: an enum, a pattern, a number. */
function isBounded(schema: Record<string, unknown>): boolean {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Array<Record<string, unknown>>).every(isBounded);
  return (
    schema.enum !== undefined ||
    schema.pattern !== undefined ||
    ['integer', 'number', 'boolean'].includes(String(schema.type))
  );
}

/**
 * Issue 27, item 7: what members type in a search (`q`, `search`: chats, the site search, the
 * forum, the admin's member and credit searches) never reaches the request log, nor any other
 * query value that is not the API's own paging or a bounded filter.
 */
describe('the request log and query strings', () => {
  const logs = captureLogs('info');
  let t: TestApp;
  let master: TestMember;
  let paths: OpenApiPaths;
  beforeAll(async () => {
    t = await createTestApp({ logger: logs.logger });
    master = await createStaff(t.app, 'master');
    paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: OpenApiPaths }>().paths;
  });
  afterAll(async () => t.close());

  it('masks every value but the paging and bounded filters, and names that are not names', () => {
    expect(maskUrl('/api/ai/conversations?q=meu%20segredo&limit=20')).toBe('/api/ai/conversations?q=[oculto]&limit=20');
    expect(maskUrl('/api/admin/users?search=%C3%A9rica&cursor=abc&status=all')).toBe(
      '/api/admin/users?search=[oculto]&cursor=abc&status=all',
    );
    expect(maskUrl('/busca?q=Concei%C3%A7%C3%A3o')).toBe('/busca?q=[oculto]');
    expect(maskUrl('/api/search?q=a&q=b&%6cimit=c&minha%20busca&segredo')).toBe(
      '/api/search?q=[oculto]&q=[oculto]&[oculto]&[oculto]&[oculto]',
    );
    expect(maskUrl('/api/forum/topics?')).toBe('/api/forum/topics?');
  });

  it('logs the value of a query parameter only when the route bounds it (or it is a page token)', () => {
    const unbounded: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'query' || !LOGGED_QUERY_PARAMS.has(parameter.name)) continue;
          if (!PAGE_TOKENS.has(parameter.name) && !isBounded(parameter.schema)) {
            unbounded.push(`${method.toUpperCase()} ${path} ${parameter.name}`);
          }
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('never writes a typed value of any route to the log, whatever the answer', async () => {
    const sent: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const typed = (operation.parameters ?? []).filter(
          (parameter) => parameter.in === 'query' && !LOGGED_QUERY_PARAMS.has(parameter.name),
        );
        if (method !== 'get' || typed.length === 0) continue;
        const query = typed.map((parameter, index) => `${parameter.name}=Concei%C3%A7%C3%A3o-${sent.length}-${index}`);
        const url = `${path.replace(/\{[^}]+\}/g, '1')}?${query.join('&')}`;
        sent.push(url);
        if (path.includes('/events')) continue; // a live stream stays open
        await t.app.inject({ method: 'GET', url, headers: { cookie: master.cookie } });
      }
    }
    // The searches, answered for a master: AI chats, site, forum, members, credits.
    for (const search of [
      '/api/ai/conversations?q=',
      '/api/search?q=',
      '/api/forum/search?q=',
      '/api/admin/users?search=',
      '/api/admin/ai/credits/members?search=',
    ]) {
      const url = `${search}Concei%C3%A7%C3%A3o%20segredo`;
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: master.cookie } });
      expect([url, response.statusCode]).toEqual([url, 200]);
    }
    expect(sent.length).toBeGreaterThanOrEqual(6);
    const text = logs.text();
    expect(text).toContain('q=[oculto]');
    expect(text).toContain('search=[oculto]');
    for (const typed of ['Concei', 'segredo']) expect(text).not.toContain(typed);
  });
});
