import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsApi } from '../../test-support/ai-credits.js';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, errorOf, setAccess } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

type Method = 'GET' | 'PUT' | 'POST';
type Who = 'anonymous' | 'free' | 'expired' | 'premium' | 'adminWithoutAiLab' | 'admin' | 'master';

const MEMBER_ROUTES: Array<[Method, string, object?]> = [
  ['GET', '/ai/credits'],
  ['GET', '/ai/credits/usage'],
  ['PUT', '/ai/credits/cap', { monthlyCap: 50 }],
];

const ADMIN_ROUTES: Array<[Method, string, object?]> = [
  ['GET', '/admin/ai/credits/members'],
  ['GET', '/admin/ai/credits/members/:member'],
  ['GET', '/admin/ai/credits/members/:member/usage'],
  ['POST', '/admin/ai/credits/members/:member/adjustments', { kind: 'grant', amount: 5, reason: 'Bônus' }],
  ['GET', '/admin/ai/credits/allowances'],
  ['PUT', '/admin/ai/credits/allowances/premium', { monthlyCredits: 0 }],
];

const EXPECTED_MEMBER: Record<Who, number> = {
  anonymous: 401,
  free: 403,
  expired: 403,
  premium: 200,
  adminWithoutAiLab: 403,
  admin: 200,
  master: 200,
};
/** The administration is staff's, whatever their own AI lab switch (as the AI models' administration). */
const EXPECTED_ADMIN: Record<Who, number> = { ...EXPECTED_MEMBER, premium: 403, adminWithoutAiLab: 200 };
const CODES: Record<number, string[]> = {
  401: ['UNAUTHENTICATED'],
  403: ['PERMISSION_REQUIRED', 'ACCESS_EXPIRED', 'ADMIN_REQUIRED'],
};

describe('who may use the AI credit routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof creditsApi>;
  let members: Record<Exclude<Who, 'anonymous'>, TestMember>;
  let target: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = creditsApi(t);
    const expired = await createStaff(t.app, 'premium');
    await setAccess(t.app, expired.id, { accessExpiration: new Date(Date.now() - 60_000) });
    const adminWithoutAiLab = await createStaff(t.app, 'admin');
    await setAccess(t.app, adminWithoutAiLab.id, { permissions: { aiLab: false } });
    members = {
      free: await createMember(t.app),
      expired,
      premium: await createStaff(t.app, 'premium'),
      adminWithoutAiLab,
      admin: await createStaff(t.app, 'admin'),
      master: await createStaff(t.app, 'master'),
    };
    target = await createStaff(t.app, 'premium');
  }, 60_000);
  afterAll(() => t.close());

  const whos = Object.keys(EXPECTED_MEMBER) as Who[];
  const request = (member: TestMember | null, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url.replace(':member', target.id)}`,
      headers: member ? { cookie: member.cookie } : {},
      ...(payload ? { payload } : {}),
    });

  for (const [routes, expected, label] of [
    [MEMBER_ROUTES, EXPECTED_MEMBER, 'member'],
    [ADMIN_ROUTES, EXPECTED_ADMIN, 'admin'],
  ] as const) {
    it.each(routes)(`${label} route %s %s`, async (method, path, body) => {
      for (const who of whos) {
        const response = await request(who === 'anonymous' ? null : members[who], method, path, body);
        expect(response.statusCode, `${who}: ${response.body}`).toBe(expected[who]);
        if (expected[who] !== 200) expect(CODES[expected[who]]).toContain(errorOf(response).code);
      }
    });
  }

  it('a grant and a removal with a reason move the balance, write the ledger with the actor and the audit log', async () => {
    const { admin, master } = members;
    const member = await createStaff(t.app, 'premium');
    expect((await api.adjust(admin, member.id, 120)).member).toMatchObject({ balance: 120, held: 0 });
    const removed = await api.admin.ok<{ member: { balance: number } }>(
      api.admin.request(master, 'POST', `/members/${member.id}/adjustments`, {
        kind: 'removal',
        amount: 20,
        reason: '  Ajuste de cobrança  ',
      }),
    );
    expect(removed.member.balance).toBe(100);
    const history = await api.member.ok<{ items: Array<Record<string, unknown>> }>(
      api.member.request(member, 'GET', '/usage'),
    );
    expect(
      history.items.map((item) => [item.kind, item.amount, item.balanceAfter, item.reason, item.actorName]),
    ).toEqual([
      ['removal', -20, 100, 'Ajuste de cobrança', master.me.user.name],
      ['grant', 120, 120, 'Teste', admin.me.user.name],
    ]);
    const audit = await t.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_id'])
      .where('target_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'aiCredits.grant', actor_id: admin.id, target_id: member.id },
      { action: 'aiCredits.removal', actor_id: master.id, target_id: member.id },
    ]);
  });

  it('refuses to remove more than is available and to grant past the maximum, in Portuguese', async () => {
    const member = await createStaff(t.app, 'premium');
    await api.adjust(members.admin, member.id, 10);
    const removal = await api.admin.request(members.admin, 'POST', `/members/${member.id}/adjustments`, {
      kind: 'removal',
      amount: 11,
      reason: 'Demais',
    });
    expect(removal.statusCode).toBe(409);
    expect(errorOf(removal)).toMatchObject({
      code: 'AI_CREDITS_NOT_AVAILABLE',
      message: 'O membro não tem tantos créditos disponíveis para remover.',
    });
    await api.adjust(members.admin, member.id, 1_000_000_000 - 10);
    const grant = await api.admin.request(members.admin, 'POST', `/members/${member.id}/adjustments`, {
      kind: 'grant',
      amount: 1,
      reason: 'Um a mais',
    });
    expect(grant.statusCode).toBe(409);
    expect(errorOf(grant).code).toBe('AI_CREDITS_BALANCE_LIMIT');
    expect((await api.summary(member)).balance).toBe(1_000_000_000);
  });

  it('adds up grants made at the same time, each ledger entry with its own balance after', async () => {
    const member = await createStaff(t.app, 'premium');
    await Promise.all(Array.from({ length: 12 }, () => api.adjust(members.admin, member.id, 7)));
    expect((await api.summary(member)).balance).toBe(84);
    const ledger = await t.app.database.db
      .selectFrom('ai_credit_ledger')
      .select(['amount', 'balance_after'])
      .where('user_id', '=', member.id)
      .execute();
    expect(ledger.map((entry) => entry.amount)).toEqual(Array(12).fill(7));
    expect(ledger.map((entry) => entry.balance_after).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => 7 * (i + 1)),
    );
  });

  it.each([
    [{ kind: 'grant', amount: '10', reason: 'x' }, 'amount'],
    [{ kind: 'grant', amount: 1.5, reason: 'x' }, 'amount'],
    [{ kind: 'grant', amount: 0, reason: 'x' }, 'amount'],
    [{ kind: 'grant', amount: -3, reason: 'x' }, 'amount'],
    [{ kind: 'grant', amount: 1e30, reason: 'x' }, 'amount'],
    [{ kind: 'grant', amount: 5, reason: '   ' }, 'reason'],
    [{ kind: 'grant', amount: 5, reason: 'a\u0000b' }, 'reason'],
    [{ kind: 'grant', amount: 5, reason: 'x'.repeat(301) }, 'reason'],
    [{ kind: 'steal', amount: 5, reason: 'x' }, 'kind'],
    [{ kind: 'grant', amount: 5 }, 'reason'],
  ])('refuses the adjustment %j with a 400 on %s', async (body, field) => {
    const response = await api.admin.request(members.admin, 'POST', `/members/${target.id}/adjustments`, body);
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    const details = error.details as Array<{ field: string; message: string }>;
    expect(details.map((detail) => detail.field)).toContain(field);
    // Each message is the catalogue's Portuguese text, not a key.
    for (const detail of details) expect(detail.message).not.toMatch(/^\w+(\.\w+)+$/);
  });

  it('refuses a bad cap, a bad allowance, an unknown or malformed member and a forged cursor', async () => {
    const { admin, premium } = members;
    for (const monthlyCap of [-1, 'dez', 2.5, 1e12]) {
      const response = await api.member.request(premium, 'PUT', '/cap', { monthlyCap });
      expect(response.statusCode, String(monthlyCap)).toBe(400);
    }
    expect((await api.setCap(premium, null)).monthlyCap).toBeNull();
    expect((await api.admin.request(admin, 'PUT', '/allowances/god', { monthlyCredits: 5 })).statusCode).toBe(400);
    expect((await api.admin.request(admin, 'PUT', '/allowances/free', { monthlyCredits: -5 })).statusCode).toBe(400);
    for (const id of ['nobody', '99999999999999999999']) {
      const response = await api.admin.request(admin, 'GET', `/members/${id}/usage`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('USER_NOT_FOUND');
    }
    const adjustment = await api.admin.request(admin, 'POST', '/members/nobody/adjustments', {
      kind: 'grant',
      amount: 1,
      reason: 'x',
    });
    expect(adjustment.statusCode).toBe(404);
    expect((await api.admin.request(admin, 'GET', '/members/a%00b')).statusCode).toBe(400);
    expect((await api.member.request(premium, 'GET', '/usage?cursor=bm9wZQ')).statusCode).toBe(400);
    expect((await api.admin.request(admin, 'GET', '/members?cursor=WzEsMl0')).statusCode).toBe(400);
    expect((await api.admin.request(admin, 'GET', `/members?q=${'x'.repeat(121)}`)).statusCode).toBe(400);
  });

  it('pages the history and the member list by keyset, and finds members by name or e-mail', async () => {
    const member = await createStaff(t.app, 'premium', { name: 'Zuleica Créditos' });
    for (let i = 1; i <= 5; i += 1) await api.adjust(members.admin, member.id, i);
    const amounts: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { items: Array<{ amount: number }>; nextCursor: string | null } = await api.member.ok(
        api.member.request(member, 'GET', `/usage?limit=2${cursor ? `&cursor=${cursor}` : ''}`),
      );
      amounts.push(...page.items.map((item) => item.amount));
      cursor = page.nextCursor;
    }
    expect(amounts).toEqual([5, 4, 3, 2, 1]);
    const found = await api.admin.ok<{ items: Array<{ id: string; balance: number }> }>(
      api.admin.request(members.admin, 'GET', '/members?q=zuleica'),
    );
    expect(found.items).toEqual([expect.objectContaining({ id: member.id, balance: 15 })]);
    const byEmail = await api.admin.ok<{ items: Array<{ id: string }> }>(
      api.admin.request(members.admin, 'GET', `/members?q=${encodeURIComponent(member.email.toUpperCase())}`),
    );
    expect(byEmail.items.map((item) => item.id)).toEqual([member.id]);
    const seen = new Set<string>();
    let next: string | null = '';
    while (next !== null) {
      const page: { items: Array<{ id: string }>; nextCursor: string | null } = await api.admin.ok(
        api.admin.request(members.admin, 'GET', `/members?limit=3${next ? `&cursor=${next}` : ''}`),
      );
      page.items.forEach((item) => seen.add(item.id));
      next = page.nextCursor;
    }
    expect(seen.has(member.id) && seen.has(target.id)).toBe(true);
    const users = await t.app.database.db.selectFrom('user').select('id').execute();
    expect(seen.size).toBe(users.length);
  });

  it('sets and lists the monthly allowance of each role', async () => {
    await api.setAllowance(members.master, 'premium', 250);
    const list = await api.admin.ok<{ items: Array<{ role: string; monthlyCredits: number }> }>(
      api.admin.request(members.admin, 'GET', '/allowances'),
    );
    expect(list.items.find((item) => item.role === 'premium')).toEqual({ role: 'premium', monthlyCredits: 250 });
    expect(list.items.map((item) => item.role)).toEqual(['free', 'premium', 'admin', 'master']);
    await api.setAllowance(members.master, 'premium', 0);
  });
});
