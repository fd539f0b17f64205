import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody, uniqueIp } from '../test-support/factories.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';
import { betterAuthStorages } from './quiet-contexts.js';

/** Whether each of better-auth's storages is on (Node 20 keeps `enabled` on the instance). */
const storagesOn = () => betterAuthStorages().map((storage) => (storage as unknown as { enabled: boolean }).enabled);

describe("better-auth's async contexts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('are off once no call of theirs is under way, so that other requests pay no promise hook', async () => {
    const signUp = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: signUpBody(), remoteAddress: uniqueIp() });
    // Two at once: the first to end must not turn the contexts off under the other.
    const [first, second] = await Promise.all([signUp(), signUp()]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const storages = storagesOn();
    expect(storages.length).toBeGreaterThan(0);
    expect(storages).not.toContain(true);
  });
});
