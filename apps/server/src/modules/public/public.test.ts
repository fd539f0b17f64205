import type { PublicStats } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createStaff, uniqueEmail } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

describe('public endpoints', () => {
  const masterByEmail = uniqueEmail('dono');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MASTER_EMAILS: masterByEmail } });
  });
  afterAll(async () => t.close());

  async function stats(): Promise<PublicStats> {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    return response.json<PublicStats>();
  }

  async function students(): Promise<number> {
    const counter = (await stats()).counters.find((c) => c.key === 'students');
    expect(counter).toBeDefined();
    return counter!.count;
  }

  it('counts members as students: two sign-ups and a premium member add three', async () => {
    const before = await students();
    await createMember(t.app);
    await createMember(t.app);
    await createStaff(t.app, 'premium');
    expect(await students()).toBe(before + 3);
  });

  it('leaves staff out of the students: administrators, masters, and a master by configured e-mail', async () => {
    const before = await students();
    await createStaff(t.app, 'admin');
    await createStaff(t.app, 'master');
    await createMember(t.app, { email: masterByEmail });
    expect(await students()).toBe(before);
  });

  it('sends the counters of the modules that exist, in the landing order, and invents none', async () => {
    const body = await stats();
    // Courses count their active courses; the AI lab its public agents (issue 15).
    expect(body.counters.map((c) => c.key)).toEqual(['students', 'premiumCourses', 'aiAgents']);
  });

  it('answers the health check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'not-configured' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers liveness and readiness for the balancer apart from the report', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok', database: 'ok' }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('fails readiness with a 503 while the database does not answer; liveness stays 200', async () => {
    const other = await createTestApp();
    try {
      await other.app.database.destroy();
      const response = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'unavailable', redis: 'not-configured' });
      const ready = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable', database: 'unavailable' }]);
      expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await other.close().catch(() => {});
    }
  });
});
