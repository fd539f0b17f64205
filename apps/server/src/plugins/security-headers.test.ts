import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody, uniqueIp } from '../test-support/factories.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';
import { securityHeadersPlugin } from './security-headers.js';
import { webAppPlugin } from './web-app.js';

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

/** What only a page (or an SVG opened as one) needs; helmet's other headers go on every response. */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
] as const;

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

  it.each(API_REQUESTS)(
    'on %s: the headers for any content, not the document-only ones',
    async (_case, method, url) => {
      const response = await http.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of DOCUMENT_ONLY) expect(response.headers[name]).toBeUndefined();
    },
  );

  it("treats a route's answer as a document unless the route declares JSON answers", async () => {
    const t = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/test-headers/page', async (_request, reply) => reply.type('text/html').send('<p>oi</p>'));
        app.get('/api/test-headers/file', async (_request, reply) => reply.type('application/pdf').send('%PDF-1.4'));
      },
    });
    try {
      for (const url of ['/api/test-headers/page', '/api/test-headers/file']) {
        const response = await t.app.inject({ method: 'GET', url });
        for (const name of DOCUMENT_ONLY) expect(response.headers[name], `${url} ${name}`).toBeDefined();
      }
    } finally {
      await t.close();
    }
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const plain = await http.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const secure = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(secure.headers['strict-transport-security']).toMatch(/includeSubDomains/);
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

describe('security headers of the web app', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'blivion-headers-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
    writeFileSync(path.join(root, 'assets', 'entry-abc.js'), 'console.log(1);');
    writeFileSync(path.join(root, 'assets', 'index-abc.css'), 'body{}');
    writeFileSync(path.join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = Fastify({ logger: false });
    await app.register(securityHeadersPlugin, { https: true });
    await app.register(webAppPlugin, { root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/', '/forum', '/logo.svg'])('sends every header on the document %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    for (const name of DOCUMENT_ONLY) expect(response.headers[name], name).toBeDefined();
    const policy = csp(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it.each(['/assets/entry-abc.js', '/assets/index-abc.css'])('leaves the document-only headers off %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of DOCUMENT_ONLY) expect(response.headers[name], name).toBeUndefined();
  });

  it('never allows inline or evaluated scripts', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const policy = csp(response);
    const scriptSources = [...(policy.get('script-src') ?? []), ...(policy.get('default-src') ?? [])];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src-attr') ?? []).not.toContain("'unsafe-inline'");
  });
});
