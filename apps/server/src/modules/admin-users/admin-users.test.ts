import { Writable } from 'node:stream';
import type { AdminUser, AdminUsersPage, MeResponse } from '@blivion/shared';
import { ALL_PERMISSIONS, FORUM_ONLY } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import {
  createMember,
  createStaff,
  getMe,
  sessionCookie,
  uniqueEmail,
  uniqueIp,
} from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { capturingMailer } from '../accounts/create-master.js';
import { loggerOptions } from '../../logger.js';

describe('members administration', () => {
  let t: TestApp;
  let admin: TestMember;
  const mailer = capturingMailer();
  const sent: string[] = [];
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({
      mailer: { ...mailer, send: (message) => (sent.push(JSON.stringify(message)), mailer.send(message)) },
      logger: (config) => ({ ...(loggerOptions(config) as object), level: 'trace', stream }),
    });
    admin = await createStaff(t.app, 'admin');
  });
  afterAll(async () => t.close());

  const as = (actor: TestMember) => ({ cookie: actor.cookie });

  it('lists with search (name or e-mail, any case), keyset pages ordered by name and the total', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const names = ['Ana', 'bruno', 'Carla', 'Davi', 'Eva'].map((name) => `${name} ${tag}`);
    for (const name of names) await createMember(t.app, { name });
    await createMember(t.app, { name: 'Outra Pessoa', email: uniqueEmail(`${tag}-mail`) });

    const seen: AdminUser[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `search=${tag.toUpperCase()}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: as(admin) });
      expect(response.statusCode, response.body).toBe(200);
      const page: AdminUsersPage = response.json<AdminUsersPage>();
      expect(page.total).toBe(6);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((user) => user.name)).toEqual([...names, 'Outra Pessoa']);
    expect(seen[0]).toMatchObject({
      role: 'free',
      storedRole: 'free',
      permissions: FORUM_ONLY,
      accessExpiration: null,
      isMasterEmail: false,
    });
    expect(seen[0]).not.toHaveProperty('password');
  });

  it('treats % and _ in the search as plain characters, and refuses a forged cursor', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/users?search=%25', headers: as(admin) });
    expect(none.json<AdminUsersPage>().total).toBe(0);
    const forged = await t.app.inject({ method: 'GET', url: '/api/admin/users?cursor=bad!', headers: as(admin) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.details[0]).toMatchObject({ field: 'cursor', key: 'validation.cursorInvalid' });
  });

  it('creates a member with an invitation whose link sets the password; no password is returned or logged', async () => {
    const email = uniqueEmail('convidada');
    const expiry = '2099-12-31';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: as(admin),
      payload: {
        name: 'Convidada',
        email: email.toUpperCase(),
        role: 'free',
        accessType: 'total',
        accessExpiration: expiry,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<AdminUser>();
    expect(created).toMatchObject({ email, role: 'premium', permissions: ALL_PERMISSIONS });
    expect(created.accessExpiration).toBe('2100-01-01T02:59:59.999Z');
    expect(response.body).not.toMatch(/password|senha/i);

    const link = mailer.links.at(-1)!;
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/redefinir-senha\\?token=`));
    expect(sent.at(-1)).toContain(email);
    expect(sent.at(-1)).toContain('72 horas');
    const token = new URL(link).searchParams.get('token')!;
    const row = await t.app.database.db
      .selectFrom('verification')
      .selectAll()
      .where('identifier', '=', `reset-password:${token}`)
      .executeTakeFirstOrThrow();
    const lifetimeHours = (new Date(row.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(lifetimeHours).toBeGreaterThan(71.9);
    expect(lifetimeHours).toBeLessThanOrEqual(72);

    const password = 'uma senha escolhida pela convidada';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password, confirmPassword: password },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
      remoteAddress: uniqueIp(),
    });
    expect(signIn.statusCode).toBe(200);
    const me = (await getMe(t.app, sessionCookie(signIn))).json<MeResponse>();
    expect(me.user).toMatchObject({ id: created.id, role: 'premium' });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'outra senha qualquer aqui', confirmPassword: 'outra senha qualquer aqui' },
      remoteAddress: uniqueIp(),
    });
    expect(again.json().error.code).toBe('INVALID_RESET_TOKEN');

    await t.app.mailer.flush();
    const logs = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    expect(logs).not.toContain(password);
    expect(logs).not.toContain(token);
  });

  it('refuses an e-mail that already has an account with 409 EMAIL_TAKEN', async () => {
    const existing = await createMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: as(admin),
      payload: { name: 'Repetido', email: existing.email, role: 'free', accessType: 'forum' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'EMAIL_TAKEN',
      details: [{ field: 'email', key: 'errors.EMAIL_TAKEN' }],
    });
  });

  it('grants total access with an expiry; after the date the member is forum-only again', async () => {
    const member = await createMember(t.app);
    const expiry = new Date(Date.now() + 2 * 24 * 3_600_000).toISOString();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.id}/access`,
      headers: as(admin),
      payload: { role: 'free', accessType: 'total', accessExpiration: expiry },
    });
    expect(response.json<AdminUser>()).toMatchObject({ role: 'premium', accessExpiration: expiry });
    expect((await getMe(t.app, member.cookie)).json<MeResponse>().permissions).toEqual(ALL_PERMISSIONS);
    t.clock.advance(3 * 24 * 3_600_000);
    try {
      const me = (await getMe(t.app, member.cookie)).json<MeResponse>();
      expect(me.permissions).toEqual(FORUM_ONLY);
      expect(me.accessExpired).toBe(true);
    } finally {
      t.clock.advance(-3 * 24 * 3_600_000);
    }
  });

  it('refuses an invalid expiry date with a field detail', async () => {
    const member = await createMember(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.id}/access`,
      headers: as(admin),
      payload: { role: 'premium', accessType: 'total', accessExpiration: '31/12/2099' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toMatchObject({
      field: 'accessExpiration',
      key: 'adminValidation.expirationInvalid',
    });
  });

  it('deletes the account with its sessions and rows; the cookie stops working', async () => {
    const member = await createMember(t.app);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${member.id}`, headers: as(admin) });
    expect(response.statusCode).toBe(200);
    expect((await getMe(t.app, member.cookie)).statusCode).toBe(401);
    const db = t.app.database.db;
    for (const table of ['session', 'account'] as const) {
      expect(await db.selectFrom(table).select('id').where('userId', '=', member.id).execute()).toEqual([]);
    }
    expect(await db.selectFrom('user').select('id').where('id', '=', member.id).execute()).toEqual([]);
    expect(await db.selectFrom('profiles').select('user_id').where('user_id', '=', member.id).execute()).toEqual([]);
    expect(
      await db.selectFrom('user_permissions').select('user_id').where('user_id', '=', member.id).execute(),
    ).toEqual([]);
  });
});
