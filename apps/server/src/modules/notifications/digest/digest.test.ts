import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { runJobSlot } from '../../../jobs/scheduler.js';
import { prepareDatabase } from '../../../startup.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember } from '../../../test-support/factories.js';
import { forumApi } from '../../../test-support/forum.js';
import type { TestSmtpServer } from '../../../test-support/smtp.js';
import { startSmtpServer } from '../../../test-support/smtp.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { testDatabaseKind } from '../../../test-support/test-database.js';
import { sendWeeklyDigests, WEEKLY_DIGEST_JOB } from './digest.job.js';
import { isoWeekOf } from './iso-week.js';

/**
 * Two instances of the app on one PostgreSQL, both sending to one SMTP server (scale-out.test.ts is
 * the model). SQLite serves one instance (a second process on the file waits on its lock), so there
 * the same races run within one instance.
 */
describe('the weekly digest, raced by instances on one database', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Blivion <contato@blivion.test>' } });
    if (testDatabaseKind() === 'postgres') {
      b = await buildApp({ config: t.config, clock: t.clock, logger: false });
      await prepareDatabase(b);
      await b.ready();
    } else b = t.app;
  }, 60_000);
  afterAll(async () => {
    if (b !== t?.app) await b?.close();
    await t?.close();
    await smtp?.close();
  }, 60_000);

  const optIn = async (member: TestMember, weeklyDigest: boolean) => {
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: { cookie: member.cookie },
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { cookie: member.cookie },
      payload: { ...current.json<object>(), weeklyDigest },
    });
    expect(saved.statusCode).toBe(200);
  };
  const digestsTo = async (member: TestMember) => {
    await Promise.all([t.app.mailer.flush(), b.mailer.flush()]);
    return smtp.messages.filter(
      (message) =>
        message.envelopeTo.includes(member.email.toLowerCase()) && message.headers.subject?.startsWith('Seu resumo'),
    );
  };

  it('sends each opted-in member one digest per week, however the instances race, and none to the others', async () => {
    const api = forumApi(t);
    const ana = await createMember(t.app, { name: 'Ana Resumo' });
    const bruno = await createMember(t.app, { name: 'Bruno Resumo' });
    const carla = await createMember(t.app, { name: 'Carla Sem Resumo' });
    await optIn(ana, true);
    await optIn(bruno, true);
    const topic = await api.topic(carla, { title: 'O tópico mais curtido' });
    await api.ok(api.request(ana, 'PUT', `/topics/${topic.id}/like`));
    await api.ok(api.request(bruno, 'PUT', `/topics/${topic.id}/like`));
    const week = isoWeekOf(t.app.clock.now());

    const counts = await Promise.all([
      sendWeeklyDigests(t.app, week),
      sendWeeklyDigests(b, week),
      sendWeeklyDigests(t.app, week),
      sendWeeklyDigests(b, week),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    // The scheduled job of the next Monday (the week that ended), on both instances at once: nothing more.
    const nextMonday = new Date(week.to.getTime() + 11 * 3_600_000);
    await Promise.all([runJobSlot(t.app, WEEKLY_DIGEST_JOB, nextMonday), runJobSlot(b, WEEKLY_DIGEST_JOB, nextMonday)]);

    const [digest, ...more] = await digestsTo(ana);
    expect(more).toHaveLength(0);
    expect(await digestsTo(bruno)).toHaveLength(1);
    expect(await digestsTo(carla)).toHaveLength(0);
    expect(digest!.headers.subject).toBe('Seu resumo da semana - Blivion');
    expect(digest!.body).toContain('Tópicos mais curtidos');
    expect(digest!.body).toContain('O tópico mais curtido (2 curtidas)');
    expect(digest!.body).toContain(`${t.config.publicUrl}/forum/${topic.id}`);
    expect(digest!.headers['list-unsubscribe']).toMatch(/\/api\/notifications\/unsubscribe\?token=/);
    const rows = await t.app.database.db
      .selectFrom('notification_digests')
      .select('user_id')
      .where('week', '=', week.week)
      .execute();
    expect(rows.map((row) => row.user_id).sort()).toEqual([ana.id, bruno.id].sort());

    // Its link switches the digest off, without signing in.
    const url = new URL(/<([^>]+)>/.exec(digest!.headers['list-unsubscribe']!)![1]!);
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('Pronto: você não receberá mais e-mails de “Resumo semanal”.');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: { cookie: ana.cookie },
    });
    expect(after.json()).toMatchObject({ weeklyDigest: false });
  });

  it('skips members whose digest would be empty', async () => {
    const dana = await createMember(t.app, { name: 'Dana Semana Vazia' });
    await optIn(dana, true);
    const quietWeek = isoWeekOf(new Date('2020-06-10T12:00:00Z'));
    expect(await sendWeeklyDigests(t.app, quietWeek)).toBe(0);
    expect(await digestsTo(dana)).toHaveLength(0);
  });

  it('names ISO weeks as ISO 8601 does, across a year’s end', () => {
    expect(isoWeekOf(new Date('2026-11-29T23:59:59Z')).week).toBe('2026-W48');
    expect(isoWeekOf(new Date('2026-11-30T00:00:00Z')).week).toBe('2026-W49');
    expect(isoWeekOf(new Date('2027-01-01T12:00:00Z')).week).toBe('2026-W53');
    expect(isoWeekOf(new Date('2024-12-30T12:00:00Z')).week).toBe('2025-W01');
    expect(isoWeekOf(new Date('2026-11-29T10:00:00Z')).from.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});
