// What a streaming benchmark needs before its first message, through the real admin API: a provider
// pointing at the fake (OpenAI-compatible, a key the fake accepts), one model on it that can write
// the whole reply, and credits for every member that chats.
import type { FakeAi } from '../apps/server/src/test-support/fake-ai/fake-ai.js';

async function call(origin: string, cookie: string, method: 'POST' | 'PUT', url: string, body: object) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status < 200 || response.status > 299)
    throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as { id: string };
}

/** `accounts[0]` is an administrator (a master by MASTER_EMAILS); every account gets credits. */
export async function configureChat(
  origin: string,
  accounts: Array<{ cookie: string; userId: string }>,
  fake: FakeAi,
): Promise<void> {
  const admin = accounts[0]!.cookie;
  const provider = await call(origin, admin, 'POST', '/api/admin/ai/providers', {
    kind: 'openai-compatible',
    name: 'Provedor do Benchmark',
    baseUrl: fake.baseUrl('openai-compatible'),
  });
  await call(origin, admin, 'PUT', `/api/admin/ai/providers/${provider.id}/key`, { apiKey: 'sk-bench-key' });
  await call(origin, admin, 'POST', '/api/admin/ai/models', {
    name: 'Modelo do Benchmark',
    providerId: provider.id,
    providerModelId: 'fake-chat',
    priceInputPerMTok: 1_000,
    priceOutputPerMTok: 2_000,
    contextLimit: 128_000,
    maxOutputTokens: 4_096,
  });
  for (const account of accounts)
    await call(origin, admin, 'POST', `/api/admin/ai/credits/members/${account.userId}/adjustments`, {
      kind: 'grant',
      amount: 1_000_000,
      reason: 'Benchmark',
    });
}
