import { translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../test-support/factories.js';
import type { LogCapture } from '../test-support/log-capture.js';
import { captureLogs } from '../test-support/log-capture.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';

/**
 * Routes that hand the request's values to the database unchecked, as a route would whose schema
 * missed something: whatever the database refuses because of them must be a 4xx, never a 500.
 */
function addUncheckedRoutes(app: FastifyInstance): void {
  app.post<{ Body: { key: string; value: string } }>('/api/test-db/settings', async (request) => {
    await app.database.db
      .insertInto('system_settings')
      .values({ ...request.body, updated_at: new Date().toISOString() })
      .execute();
    return { ok: true };
  });
  app.post<{ Body: { id: string } }>('/api/test-db/categories', async (request) => {
    const slug = `categoria-${Math.random().toString(36).slice(2)}`;
    await sql`insert into forum_categories (id, name, slug) values (${request.body.id}, 'Categoria', ${slug})`.execute(
      app.database.db,
    );
    return { ok: true };
  });
  app.get('/api/test-db/missing-table', async () => {
    await sql`select * from tabela_que_nao_existe`.execute(app.database.db);
    return { ok: true };
  });
}

describe('database errors the input caused', () => {
  let t: TestApp;
  let logs: LogCapture;
  beforeAll(async () => {
    logs = captureLogs('info');
    t = await createTestApp({ logger: logs.logger, beforeReady: addUncheckedRoutes });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('answer a duplicate key with 409 CONFLICT and a generic Portuguese message', async () => {
    const setting = { key: `chave-${Math.random()}`, value: 'um' };
    expect((await post('/api/test-db/settings', setting)).statusCode).toBe(200);
    const duplicate = await post('/api/test-db/settings', setting);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: { code: 'CONFLICT', message: translate('errors.CONFLICT') } });
  });

  it('answer a missing required value with 400 INVALID_DATA', async () => {
    const response = await post('/api/test-db/settings', { key: `chave-${Math.random()}`, value: null } as never);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('INVALID_DATA');
  });

  it('answer a value of the wrong type or out of range with 400 INVALID_DATA, leaking nothing', async () => {
    for (const id of ['abc', '99999999999999999999999']) {
      const response = await post('/api/test-db/categories', { id });
      expect(response.statusCode, `${id}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_DATA', message: translate('errors.INVALID_DATA') },
      });
    }
    expect(logs.entries().some((entry) => entry.msg === 'database refused the input' && entry.level === 40)).toBe(true);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'answer a NUL that reached PostgreSQL with 400 INVALID_DATA',
    async () => {
      const response = await post('/api/test-db/settings', { key: `chave-${Math.random()}`, value: 'a\u0000b' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('INVALID_DATA');
    },
  );

  it('keep an error of ours (a missing table) a 500 without its cause', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-db/missing-table' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('tabela_que_nao_existe');
    expect(errorOf(response).code).toBe('INTERNAL_ERROR');
  });
});
