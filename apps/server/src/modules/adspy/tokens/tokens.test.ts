import { ADSPY_TOKENS_MAX, type AdSpyTokenList } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSpyApi, createAdSpyApp, graphToken } from '../../../test-support/adspy.js';
import type { FakeGraph } from '../../../test-support/fake-graph/fake-graph.js';
import { createStaff, errorOf, type TestMember } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';

/** Adding an Ad Library token says why it was refused, in Portuguese (issue 27 item 16). */
describe('adding Ad Library tokens', () => {
  let t: TestApp;
  let fake: FakeGraph;
  let api: ReturnType<typeof adSpyApi>;
  let admin: TestMember;

  beforeAll(async () => {
    ({ t, fake } = await createAdSpyApp());
    api = adSpyApi(t);
    admin = await createStaff(t.app, 'admin');
  }, 60_000);
  afterAll(async () => t.close());

  const tokenCount = async () =>
    (await api.ok<AdSpyTokenList>(api.request(admin, 'GET', '/admin/adspy/tokens'))).tokens.length;

  it('refuses a token already stored with its own message, however it is pasted, and stores nothing', async () => {
    const token = graphToken(fake);
    await api.addToken(admin, token);
    const master = await createStaff(t.app, 'master');
    for (const [who, pasted] of [
      [admin, token],
      [master, `  ${token}\n`],
    ] as const) {
      const response = await api.request(who, 'POST', '/admin/adspy/tokens', { token: pasted });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'ADSPY_TOKEN_TAKEN',
        message: 'Este token já está cadastrado. Cole um token diferente.',
      });
    }
    expect(await tokenCount()).toBe(1);
  });

  it('stores a token sent several times at once only once', async () => {
    const before = await tokenCount();
    const token = graphToken(fake);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.request(admin, 'POST', '/admin/adspy/tokens', { token })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(errorOf(answer).code).toBe('ADSPY_TOKEN_TAKEN');
    }
    expect(await tokenCount()).toBe(before + 1);
  });

  it(`refuses a token past ${ADSPY_TOKENS_MAX} with a message about the limit`, async () => {
    for (let count = await tokenCount(); count < ADSPY_TOKENS_MAX; count += 1) {
      await api.addToken(admin, graphToken(fake));
    }
    const response = await api.request(admin, 'POST', '/admin/adspy/tokens', { token: graphToken(fake) });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'ADSPY_TOKENS_LIMIT',
      message: 'Você já cadastrou o número máximo de tokens. Remova um para adicionar outro.',
    });
    expect(await tokenCount()).toBe(ADSPY_TOKENS_MAX);
  });
});
