import type { PublicStats } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

describe('public endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function stats(): Promise<PublicStats> {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    return response.json<PublicStats>();
  }

  it('counts the real members: two sign-ups add two', async () => {
    const before = await stats();
    await createMember(t.app);
    await createMember(t.app);
    const after = await stats();
    expect(after.students).toBe(before.students + 2);
  });

  it('gives null, not an invented number, for counters whose feature does not exist yet', async () => {
    const body = await stats();
    expect(body.premiumCourses).toBeNull();
    expect(body.aiAgents).toBeNull();
  });

  it('answers the health check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
