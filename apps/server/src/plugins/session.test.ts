import { createHmac } from 'node:crypto';
import { SESSION_ABSOLUTE_MAX_SECONDS, SESSION_REFRESH_AFTER_SECONDS, SESSION_SLIDING_SECONDS } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  errorOf,
  findSession,
  getMe,
  sessionCookie,
  sessionToken,
  signIn,
} from '../test-support/factories.js';
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

  function expectVisitor(response: Awaited<ReturnType<typeof getMe>>) {
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  }

  function signedWith(secret: string, token: string): string {
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    return `blivion.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
  }

  it('refuses a cookie whose token was changed, or signed with another secret, or not signed', async () => {
    const cookie = await freshSession();
    const token = sessionToken(cookie);
    const [name, value] = cookie.split('=') as [string, string];
    const signature = decodeURIComponent(value).slice(token.length + 1);
    const changed = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    expectVisitor(await getMe(t.app, `${name}=${encodeURIComponent(`${changed}.${signature}`)}`));
    expectVisitor(await getMe(t.app, signedWith('outro segredo qualquer com trinta e dois caracteres', token)));
    expectVisitor(await getMe(t.app, `${name}=${token}`));
    expectVisitor(await getMe(t.app, `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`));
    // The genuine cookie still works, so the refusals above are the signature's doing.
    expect((await getMe(t.app, cookie)).statusCode).toBe(200);
    expect((await getMe(t.app, signedWith(t.app.config.authSecret, token))).statusCode).toBe(200);
  });

  it('refuses a session whose member was deleted', async () => {
    const doomed = await createMember(t.app);
    expect((await getMe(t.app, doomed.cookie)).statusCode).toBe(200);
    await t.app.database.db.deleteFrom('user').where('id', '=', doomed.id).execute();
    expectVisitor(await getMe(t.app, doomed.cookie));
  });

  it('answers a member whose profile rows are missing after recreating them', async () => {
    const cookie = await freshSession();
    await t.app.database.db.deleteFrom('user_permissions').where('user_id', '=', member.id).execute();
    const response = await getMe(t.app, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ permissions: { forum: boolean } }>().permissions.forum).toBe(true);
  });

  it('refreshes a session due for it through better-auth, extending it and sending the cookie again', async () => {
    const cookie = await freshSession();
    const dueAt = Date.now() + (SESSION_SLIDING_SECONDS - SESSION_REFRESH_AFTER_SECONDS) * 1000 - 60_000;
    await updateSession(cookie, { expiresAt: new Date(dueAt) });
    const response = await getMe(t.app, cookie);
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)).toBe(cookie);
    const refreshed = await findSession(t.app, cookie);
    expect(new Date(refreshed!.expiresAt).getTime()).toBeGreaterThan(
      Date.now() + (SESSION_SLIDING_SECONDS - 60) * 1000,
    );
    // A fresh session is not refreshed on every request.
    expect((await getMe(t.app, cookie)).headers['set-cookie']).toBeUndefined();
  });
});
