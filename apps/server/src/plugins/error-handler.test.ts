import { translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { errorOf, uniqueIp } from '../test-support/factories.js';
import type { LogCapture } from '../test-support/log-capture.js';
import { captureLogs } from '../test-support/log-capture.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';

const SECRET = 'segredo interno do banco';

function addFailingRoutes(app: FastifyInstance): void {
  app.get('/api/test-errors/internal', async () => {
    throw new Error(SECRET);
  });
  app.get('/api/test-errors/rejected-promise', () => Promise.reject(new TypeError(`${SECRET} (TypeError)`)));
  app.get('/api/test-errors/app-error', async () => {
    throw new AppError('NOT_FOUND', { id: 'x' });
  });
  app.get('/api/test-errors/client-error', async () => {
    throw Object.assign(new Error(SECRET), { statusCode: 422 });
  });
}

describe('error envelope', () => {
  let t: TestApp;
  let logs: LogCapture;
  beforeAll(async () => {
    logs = captureLogs('info');
    t = await createTestApp({ logger: logs.logger, beforeReady: addFailingRoutes });
  });
  afterAll(async () => t.close());

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers %s on an unknown /api route with 404 ROUTE_NOT_FOUND',
    async (method) => {
      const response = await t.app.inject({ method, url: '/api/nao-existe/123', remoteAddress: uniqueIp() });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        error: { code: 'ROUTE_NOT_FOUND', message: translate('errors.ROUTE_NOT_FOUND') },
      });
    },
  );

  it.each(['internal', 'rejected-promise'])(
    'hides the cause of an internal error (%s) behind 500 INTERNAL_ERROR and logs it',
    async (route) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/test-errors/${route}` });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL_ERROR', message: translate('errors.INTERNAL_ERROR') },
      });
      expect(response.body).not.toContain('segredo');
      expect(response.body).not.toMatch(/stack|at .*\.ts/i);
      const logged = logs
        .entries()
        .find(
          (entry) =>
            entry.msg === 'unhandled error' &&
            String(entry.err && (entry.err as { message?: string }).message).includes(SECRET),
        );
      expect(logged).toBeDefined();
      expect(logged!.level).toBe(50);
    },
  );

  it('sends an AppError with its own status, code and details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-errors/app-error' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: translate('errors.NOT_FOUND'), details: { id: 'x' } },
    });
  });

  it('maps another client error to BAD_REQUEST without its message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-errors/client-error' });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({ code: 'BAD_REQUEST', message: translate('errors.BAD_REQUEST') });
  });
});
