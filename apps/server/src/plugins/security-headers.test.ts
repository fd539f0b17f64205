import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody, uniqueIp } from '../test-support/factories.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';

/** The CSP as a map of directive name to its sources. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

const API_REQUESTS = [
  ['a JSON answer', 'GET', '/api/health'],
  ['a 401', 'GET', '/api/me'],
  ['a 404', 'GET', '/api/nao-existe'],
  ['a 400', 'POST', '/api/auth/sign-in'],
] as const;

describe('security headers', () => {
  let http: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    [http, https] = await Promise.all([
      createTestApp(),
      createTestApp({ env: { PUBLIC_URL: 'https://blivion.example.com' } }),
    ]);
  });
  afterAll(async () => Promise.all([http?.close(), https?.close()]));

  it.each(API_REQUESTS)('are sent on %s', async (_case, method, url) => {
    const response = await http.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const policy = csp(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('never allows inline or evaluated scripts', async () => {
    const response = await http.app.inject({ method: 'GET', url: '/api/health' });
    const policy = csp(response);
    const scriptSources = [...(policy.get('script-src') ?? []), ...(policy.get('default-src') ?? [])];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src-attr') ?? []).not.toContain("'unsafe-inline'");
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const plain = await http.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(csp(plain).has('upgrade-insecure-requests')).toBe(false);

    const secure = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(secure.headers['strict-transport-security']).toMatch(/includeSubDomains/);
    expect(csp(secure).has('upgrade-insecure-requests')).toBe(true);
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const response = await https.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: signUpBody(),
      headers: { origin: 'https://blivion.example.com' },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(201);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((cookie) => cookie.includes('blivion.session_token='));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/HttpOnly/i);
  });
});
