import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiProvider } from '@blivion/shared';
import { translate } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOutboundAllowList } from '../../http/outbound.js';
import { type FakeAi, startFakeAi } from '../../test-support/fake-ai/fake-ai.js';
import { createStaff, errorOf, type TestMember } from '../../test-support/factories.js';
import { aiModelsApi } from '../../test-support/ai-models.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

/** A server on `host` that answers every request with `answer` and counts what it got. */
async function listen(host: string, answer: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  let received = 0;
  const server = http.createServer((request, response) => {
    received += 1;
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Issue 27, item 5: an admin cannot point the server at loopback, private, link-local or other
 * internal addresses (an internal service's reply would reach members) unless the operator allows
 * them in OUTBOUND_ALLOW_PRIVATE: refused when saved, refused again at connect time (host names
 * resolved then, so a name that later resolves inside is caught), and redirects there not followed.
 */
describe('AI provider base URLs and internal addresses', () => {
  let fake: FakeAi;
  let t: TestApp;
  let admin: TestMember;
  let api: ReturnType<typeof aiModelsApi>;
  beforeAll(async () => {
    fake = await startFakeAi();
    // As the operator of an instance without OUTBOUND_ALLOW_PRIVATE has it.
    t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: '' } });
    admin = await createStaff(t.app, 'master');
    api = aiModelsApi(t);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** Runs `work` with the app started as if OUTBOUND_ALLOW_PRIVATE were `allow`. */
  async function withAllowList<T>(allow: string, work: () => Promise<T>): Promise<T> {
    const before = t.app.config.outboundAllow;
    t.app.config.outboundAllow = parseOutboundAllowList(allow);
    try {
      return await work();
    } finally {
      t.app.config.outboundAllow = before;
    }
  }

  it('refuses to save an internal base URL, in clear Portuguese, and changes nothing', async () => {
    const port = new URL(fake.url).port;
    const internal = [
      `http://127.0.0.1:${port}/v1`,
      `http://localhost:${port}/v1`,
      `http://[::1]:${port}/v1`,
      `http://[::ffff:127.0.0.1]:${port}/v1`,
      'http://10.0.0.7/v1',
      'http://192.168.0.10:11434/v1',
      'http://169.254.169.254/latest',
      'http://100.64.0.1/v1',
      'http://0.0.0.0:8080/v1',
      'http://[fd00::1]/v1',
      'http://224.0.0.1/v1',
    ];
    const before = (await api.request(admin, 'GET', '/admin/ai/providers')).body;
    const existing = await api.provider(admin, { kind: 'openai-compatible', baseUrl: 'https://8.8.8.8/v1' });
    for (const baseUrl of internal) {
      for (const response of [
        await api.request(admin, 'POST', '/admin/ai/providers', {
          kind: 'openai-compatible',
          name: 'Interno',
          baseUrl,
        }),
        await api.request(admin, 'PATCH', `/admin/ai/providers/${existing.id}`, { baseUrl }),
      ]) {
        expect([baseUrl, response.statusCode]).toEqual([baseUrl, 400]);
        expect(errorOf(response).details).toEqual([
          {
            field: 'baseUrl',
            key: 'aiLab.models.validation.baseUrlPrivate',
            message: translate('aiLab.models.validation.baseUrlPrivate'),
          },
        ]);
      }
    }
    expect(translate('aiLab.models.validation.baseUrlPrivate')).toMatch(/^Esta URL aponta para um endereço interno/);
    const after = await api.ok<{ providers: AiProvider[] }>(api.request(admin, 'GET', '/admin/ai/providers'));
    expect(after.providers.map((provider) => provider.baseUrl)).toEqual([
      ...JSON.parse(before).providers.map((provider: AiProvider) => provider.baseUrl),
      'https://8.8.8.8/v1',
    ]);
  });

  it('refuses the call when the operator no longer allows the address, the host name resolved at connect time', async () => {
    const port = new URL(fake.url).port;
    for (const baseUrl of [`${fake.url}/v1`, `http://localhost:${port}/v1`]) {
      // Saved while the operator allowed loopback (a local Ollama, say)...
      const { provider } = await withAllowList('127.0.0.1,::1', async () => {
        const created = await api.provider(admin, { kind: 'openai-compatible', baseUrl }, 'sk-fake-interno');
        expect(
          (await api.ok<AiProvider>(api.request(admin, 'POST', `/admin/ai/providers/${created.id}/test`))).keyStatus,
        ).toBe('working');
        return { provider: created };
      });
      // ...then the setting is gone: nothing reaches the address any more.
      const seen = fake.requests.length;
      const tested = await api.ok<AiProvider>(api.request(admin, 'POST', `/admin/ai/providers/${provider.id}/test`));
      expect([baseUrl, tested.keyStatus, tested.keyFailure]).toEqual([baseUrl, 'failing', 'addressRefused']);
      expect(fake.requests.length).toBe(seen);
      expect(translate('aiLab.models.failure.addressRefused')).toMatch(/OUTBOUND_ALLOW_PRIVATE/);
    }
  });

  it('does not follow a redirect to an address the operator did not allow', async () => {
    const inside = await listen('127.0.0.2', (_request, response) => response.end('{"data":[]}'));
    const redirector = await listen('127.0.0.1', (request, response) => {
      response.writeHead(307, { location: `http://127.0.0.2:${inside.port}${request.url}` }).end();
    });
    try {
      await withAllowList('127.0.0.1', async () => {
        const provider = await api.provider(
          admin,
          { kind: 'openai-compatible', baseUrl: `http://127.0.0.1:${redirector.port}/v1` },
          'sk-fake-redirecionado',
        );
        const tested = await api.ok<AiProvider>(api.request(admin, 'POST', `/admin/ai/providers/${provider.id}/test`));
        expect([tested.keyStatus, tested.keyFailure]).toEqual(['failing', 'addressRefused']);
      });
      expect(redirector.received()).toBe(1);
      expect(inside.received()).toBe(0);
    } finally {
      await redirector.close();
      await inside.close();
    }
  });
});
