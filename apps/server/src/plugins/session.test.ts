import { SESSION_ABSOLUTE_MAX_SECONDS } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, errorOf, findSession, getMe, sessionCookie, signIn } from '../test-support/factories.js';
import type { TestMember } from '../test-support/factories.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('session lifetime', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.app);
  });
  afterAll(async () => t.close());

  async function freshSession(): Promise<string> {
    return sessionCookie(await signIn(t.app, member.email, member.password));
  }

  async function updateSession(cookie: string, change: { expiresAt?: Date; createdAt?: Date }) {
    const session = await findSession(t.app, cookie);
    expect(session).toBeDefined();
    await t.app.database.db.updateTable('session').set(change).where('id', '=', session!.id).execute();
  }

  it('keeps a session in its sliding window', async () => {
    const cookie = await freshSession();
    const session = await findSession(t.app, cookie);
    expect(new Date(session!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect((await getMe(t.app, cookie)).statusCode).toBe(200);
  });

  it('refuses a session whose sliding expiry has passed', async () => {
    const cookie = await freshSession();
    await updateSession(cookie, { expiresAt: new Date(Date.now() - 1000) });
    const response = await getMe(t.app, cookie);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('refuses and deletes a session older than the absolute maximum, even with its sliding expiry ahead', async () => {
    const cookie = await freshSession();
    await updateSession(cookie, {
      createdAt: new Date(Date.now() - (SESSION_ABSOLUTE_MAX_SECONDS * 1000 + DAY_MS)),
      expiresAt: new Date(Date.now() + 5 * DAY_MS),
    });
    const response = await getMe(t.app, cookie);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    expect(await findSession(t.app, cookie)).toBeUndefined();
  });

  it('keeps a session just under the absolute maximum', async () => {
    const cookie = await freshSession();
    await updateSession(cookie, { createdAt: new Date(Date.now() - (SESSION_ABSOLUTE_MAX_SECONDS * 1000 - DAY_MS)) });
    expect((await getMe(t.app, cookie)).statusCode).toBe(200);
    expect(await findSession(t.app, cookie)).toBeDefined();
  });

  it('ends a session at the absolute maximum as the clock moves on', async () => {
    const cookie = await freshSession();
    expect((await getMe(t.app, cookie)).statusCode).toBe(200);
    await updateSession(cookie, {
      createdAt: new Date(t.clock.now().getTime() - SESSION_ABSOLUTE_MAX_SECONDS * 1000 + 60_000),
    });
    expect((await getMe(t.app, cookie)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await getMe(t.app, cookie)).statusCode).toBe(401);
    expect(await findSession(t.app, cookie)).toBeUndefined();
  });
});
