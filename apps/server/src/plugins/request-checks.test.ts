import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addRequestCheck, addResponseStep } from './request-checks.js';

function appWithSteps() {
  const app = Fastify();
  const seen: string[] = [];
  app.get('/ok', async () => {
    seen.push('handler');
    return { ok: true };
  });
  return { app, seen };
}

describe('the onRequest gate and the onResponse steps', () => {
  it('runs the steps in order, waits for a step that returns a promise, and stops at the first error', async () => {
    const { app, seen } = appWithSteps();
    addRequestCheck(app, () => void seen.push('first'));
    addRequestCheck(app, () =>
      new Promise<void>((resolve) => setTimeout(resolve, 5)).then(() => void seen.push('waited')),
    );
    addRequestCheck(app, (request) => {
      seen.push('third');
      return request.headers['x-refuse'] ? new Error('refused') : undefined;
    });
    addResponseStep(app, () => void seen.push('answered'));
    addResponseStep(app, (_request, reply) => void seen.push(`status ${reply.statusCode}`));

    const ok = await app.inject({ method: 'GET', url: '/ok' });
    expect(ok.statusCode).toBe(200);
    expect(seen).toEqual(['first', 'waited', 'third', 'handler', 'answered', 'status 200']);

    seen.length = 0;
    const refused = await app.inject({ method: 'GET', url: '/ok', headers: { 'x-refuse': '1' } });
    expect(refused.statusCode).toBe(500);
    expect(seen).toEqual(['first', 'waited', 'third', 'answered', 'status 500']);
    await app.close();
  });

  it('turns a step that throws after another step waited into the request’s error, not an unhandled rejection', async () => {
    const { app, seen } = appWithSteps();
    addRequestCheck(app, () => Promise.resolve());
    addRequestCheck(app, () => {
      throw new Error('broken step');
    });
    const rejected = await app.inject({ method: 'GET', url: '/ok' });
    expect(rejected.statusCode).toBe(500);
    expect(rejected.json()).toMatchObject({ message: 'broken step' });
    expect(seen).toEqual([]);
    const failed = Fastify();
    addRequestCheck(failed, () => Promise.reject(new Error('read failed')));
    failed.get('/ok', async () => ({ ok: true }));
    expect((await failed.inject({ method: 'GET', url: '/ok' })).json()).toMatchObject({ message: 'read failed' });
    await Promise.all([app.close(), failed.close()]);
  });
});
