import { afterEach, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { standardSignature } from '../../../test-support/fake-sales/standard.js';
import { kiwifySignature, sameSecret, verifyDelivery } from './signatures.js';

/** The Standard Webhooks specification's example (standard-webhooks.md, "Signature scheme"). */
const SPEC = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

const standardHeaders = (signature: string, timestamp = SPEC.timestamp, id = SPEC.id) => ({
  headers: { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature },
  query: {},
});

describe('webhook signatures', () => {
  afterEach(() => vi.useRealTimers());

  it("Standard Webhooks: the spec's test vector signs to the spec's signature, by the library and by hand", () => {
    expect(new Webhook(SPEC.secret).sign(SPEC.id, new Date(SPEC.timestamp * 1000), SPEC.body)).toBe(SPEC.signature);
    expect(standardSignature(SPEC.secret, SPEC.id, SPEC.timestamp, SPEC.body)).toBe(SPEC.signature);
  });

  it("Standard Webhooks: the spec's vector verifies at its own time; altered, late or early it does not", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(SPEC.timestamp * 1000 + 60_000));
    const body = Buffer.from(SPEC.body);
    expect(verifyDelivery('standard', standardHeaders(SPEC.signature), body, SPEC.secret)).toMatchObject({
      ok: true,
      standard: { webhookId: SPEC.id, timestamp: new Date(SPEC.timestamp * 1000) },
    });
    // Several signatures, one of them right (a sender rotating its secret).
    expect(verifyDelivery('standard', standardHeaders(`v1,AAAA ${SPEC.signature}`), body, SPEC.secret).ok).toBe(true);
    expect(
      verifyDelivery('standard', standardHeaders(SPEC.signature), Buffer.from('{"test": 2432232315}'), SPEC.secret),
    ).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(
      verifyDelivery('standard', standardHeaders(SPEC.signature, SPEC.timestamp, 'msg_outro'), body, SPEC.secret).ok,
    ).toBe(false);
    expect(
      verifyDelivery('standard', standardHeaders(SPEC.signature.replace('v1,', 'v2,')), body, SPEC.secret).ok,
    ).toBe(false);
    expect(verifyDelivery('standard', standardHeaders(''), body, SPEC.secret).ok).toBe(false);
    vi.setSystemTime(new Date((SPEC.timestamp + 6 * 60) * 1000));
    expect(verifyDelivery('standard', standardHeaders(SPEC.signature), body, SPEC.secret)).toEqual({
      ok: false,
      reason: 'timestamp',
    });
    vi.setSystemTime(new Date((SPEC.timestamp - 6 * 60) * 1000));
    expect(verifyDelivery('standard', standardHeaders(SPEC.signature), body, SPEC.secret)).toEqual({
      ok: false,
      reason: 'timestamp',
    });
  });

  it('Kiwify: signature is the HMAC-SHA1 (hex) of the exact body under the token', () => {
    // RFC 2202's HMAC-SHA1 of the pangram under "key".
    expect(kiwifySignature('The quick brown fox jumps over the lazy dog', 'key')).toBe(
      'de7c9b85b8b78aa6bc8a7a36f70a90701c9db4d9',
    );
    const body = Buffer.from('{"order_id":"1","webhook_event_type":"order_approved"}');
    const signature = kiwifySignature(body, 'w9i3pvutvxe');
    const check = (query: Record<string, unknown>, bytes = body) =>
      verifyDelivery('kiwify', { headers: {}, query }, bytes, 'w9i3pvutvxe').ok;
    expect(check({ signature })).toBe(true);
    expect(check({ signature: signature.toUpperCase() })).toBe(true);
    expect(check({ signature }, Buffer.from(`${body.toString()} `))).toBe(false);
    expect(check({ signature: signature.slice(0, 39) })).toBe(false);
    expect(check({ signature: [signature, signature] })).toBe(false);
    expect(check({})).toBe(false);
  });

  it('Hotmart: the X-HOTMART-HOTTOK header must be the hottok, compared in constant time', () => {
    const check = (headers: Record<string, string | string[]>) =>
      verifyDelivery('hotmart', { headers, query: {} }, Buffer.from('{}'), 'hottok-secreto').ok;
    expect(check({ 'x-hotmart-hottok': 'hottok-secreto' })).toBe(true);
    expect(check({ 'x-hotmart-hottok': 'hottok-secret' })).toBe(false);
    expect(check({ 'x-hotmart-hottok': 'hottok-secreto ' })).toBe(false);
    expect(check({})).toBe(false);
    expect(sameSecret('a', 'a')).toBe(true);
    expect(sameSecret('a', 'b')).toBe(false);
    expect(sameSecret('', 'b')).toBe(false);
  });
});
