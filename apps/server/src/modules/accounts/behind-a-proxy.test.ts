import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RATE_LIMITS } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppendingProxy, startAppendingProxy } from '../../test-support/appending-proxy.js';
import { uniqueEmail } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

/** A loopback address of its own per client and run (Linux answers on all of 127.0.0.0/8). */
function loopbackClient(): string {
  return `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
}

/** A wrong sign-in sent through the proxy from `client`, which writes its own X-Forwarded-For first. */
function wrongSignIn(proxyPort: number, client: string, written: string): Promise<number> {
  const body = JSON.stringify({ email: uniqueEmail(), password: 'tentativa errada 123' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        localAddress: client,
        method: 'POST',
        path: '/api/auth/sign-in',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': written,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Issue 27, item 3: behind a proxy that appends to X-Forwarded-For (nginx's usual
 * `$proxy_add_x_forwarded_for`), a client writes the leftmost entries itself. With TRUST_PROXY as
 * a count of proxies, as the proxies' addresses, or `true` (one proxy), the sign-in limit keys on
 * the address the proxy appended: it fires, whatever the client writes, and only for that client.
 */
describe.each([
  ['a count of proxies', '1'],
  ["the proxy's address", '127.0.0.1'],
  ['true (one proxy)', 'true'],
])('sign-in behind an appending proxy, TRUST_PROXY as %s', (_name, trustProxy) => {
  let t: TestApp;
  let proxy: AppendingProxy;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startAppendingProxy((t.app.server.address() as AddressInfo).port);
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.close();
  });

  it('limits the client the proxy saw, whatever it writes in X-Forwarded-For', async () => {
    const attacker = loopbackClient();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= RATE_LIMITS.signIn.max + 2; attempt++) {
      statuses.push(await wrongSignIn(proxy.port, attacker, `203.0.113.${attempt}, 198.51.100.8`));
    }
    expect(statuses.slice(0, RATE_LIMITS.signIn.max)).toEqual(Array(RATE_LIMITS.signIn.max).fill(401));
    expect(statuses.slice(RATE_LIMITS.signIn.max)).toEqual([429, 429]);

    // Another client is not locked out, even one that writes the attacker's address itself.
    expect(await wrongSignIn(proxy.port, loopbackClient(), attacker)).toBe(401);
  });
});
