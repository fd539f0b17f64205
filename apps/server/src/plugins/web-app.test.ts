import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from './web-app.js';

describe('web app pages', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'blivion-web-'));
    mkdirSync(path.join(root, 'prerendered'));
    writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
    writeFileSync(path.join(root, 'prerendered', 'landing.html'), '<div id="root" data-prerendered>início</div>');
    writeFileSync(path.join(root, 'prerendered', 'pages.json'), JSON.stringify({ '/': 'landing.html' }));
    writeFileSync(path.join(root, 'prerendered', 'dashboard.html'), '<div id="root"></div><!-- preloads -->');
    writeFileSync(path.join(root, 'prerendered', 'player.html'), '<div id="root"></div><!-- player -->');
    writeFileSync(
      path.join(root, 'prerendered', 'signed-in.json'),
      JSON.stringify({ '/dashboard': 'dashboard.html', '/courses/:courseId': 'player.html' }),
    );
    app = Fastify({ logger: false });
    await app.register(webAppPlugin, { root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a prerendered path with its page, query string or not', async () => {
    for (const url of ['/', '/?origem=anuncio']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('data-prerendered');
    }
  });

  it("answers a signed-in page's path with its own document only with a session cookie and no query string", async () => {
    const session = { cookie: 'tema=escuro; blivion.session_token=abc.def' };
    const own = await app.inject({ method: 'GET', url: '/dashboard', headers: session });
    expect(own.body).toContain('<!-- preloads -->');
    expect(own.headers.vary).toContain('Cookie');
    const secure = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: '__Secure-blivion.session_token=x' },
    });
    expect(secure.body).toContain('<!-- preloads -->');
    for (const request of [
      { url: '/dashboard', headers: { cookie: 'tema=escuro' } },
      { url: '/dashboard?aba=1', headers: session },
      { url: '/forum', headers: session },
    ]) {
      const response = await app.inject({ method: 'GET', ...request });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<div id="root"></div>');
    }
  });

  it("answers a pattern's paths with its document: one segment for each of its parameters, none empty", async () => {
    const session = { cookie: 'blivion.session_token=abc.def' };
    const own = await app.inject({ method: 'GET', url: '/courses/42', headers: session });
    expect(own.body).toContain('<!-- player -->');
    expect(own.headers.vary).toContain('Cookie');
    for (const url of ['/courses/', '/courses/42/lessons/7', '/courses', '/cursos/42', '/courses/42?aula=1']) {
      const response = await app.inject({ method: 'GET', url, headers: session });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<div id="root"></div>');
    }
    const visitor = await app.inject({ method: 'GET', url: '/courses/42' });
    expect(visitor.body).toBe('<div id="root"></div>');
  });

  it('answers other pages with index.html and unknown API paths with a 404 envelope', async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<div id="root"></div>');
    const api = await app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
  });
});
