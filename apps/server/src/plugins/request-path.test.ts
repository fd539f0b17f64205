import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { translate } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPath } from '../http/request-path.js';
import type { TestMember } from '../test-support/factories.js';
import { countUsers, createMember, errorOf, signUpBody, uniqueIp } from '../test-support/factories.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';

const FOREIGN = 'https://malicioso.example';

/** One request written on a raw socket, so the request target reaches the server exactly as written. */
function rawRequest(port: number, head: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requestPath: the path as the router reads it', () => {
  it.each([
    ['/api/me', '/api/me'],
    ['/%61pi/auth/sign-in', '/api/auth/sign-in'],
    ['/%61%70%69/me?x=%2F', '/api/me'],
    ['http://malicioso.example/api/auth/sign-in', '/api/auth/sign-in'],
    ['HTTPS://malicioso.example:8443/%61pi/me?x=1', '/api/me'],
    ['http://malicioso.example', '/'],
    ['/forum?token=abc', '/forum'],
    ['/%E0%A4%A', '/%E0%A4%A'],
  ])('%s -> %s', (url, path) => {
    expect(requestPath(url)).toBe(path);
  });
});

describe('the /api/ rules decide on the decoded path, whatever the request target looks like', () => {
  let t: TestApp;
  let member: TestMember;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it.each(['/%61pi/auth/sign-up', '/%61%70%69/auth/sign-up', '/api%2Fauth/sign-up'])(
    'refuses %s from a foreign origin with 403 ORIGIN_REJECTED',
    async (url) => {
      const before = await countUsers(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: signUpBody(),
        headers: { origin: FOREIGN },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'ORIGIN_REJECTED', message: translate('errors.ORIGIN_REJECTED') });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await countUsers(t.app)).toBe(before);
    },
  );

  it('refuses the encoded sign-in from a foreign origin (the route it reaches is /api/auth/sign-in)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/sign-in',
      payload: { email: member.email, password: member.password },
      headers: { origin: FOREIGN },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('ORIGIN_REJECTED');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each(['http://malicioso.example/api/auth/sign-in', 'http://malicioso.example/%61pi/auth/sign-in'])(
    'refuses the absolute-form target %s from a foreign origin',
    async (target) => {
      const body = JSON.stringify({ email: member.email, password: member.password });
      const answer = await rawRequest(
        port,
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${FOREIGN}\r\nContent-Type: application/json`,
        body,
      );
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 403 Forbidden');
      expect(answer).toContain('ORIGIN_REJECTED');
      expect(answer.toLowerCase()).not.toContain('set-cookie');
    },
  );

  it('reads the session on an encoded API path as on the plain one', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: member.cookie } });
    const encoded = await t.app.inject({ method: 'GET', url: '/%61pi/me', headers: { cookie: member.cookie } });
    expect(plain.statusCode).toBe(200);
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json()).toEqual(plain.json());
  });
});
