import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { rememberingAccepted, verifySignedToken } from './session-cookie.js';

const SECRET = 'um segredo de teste com mais de trinta e dois caracteres';
const OTHER_SECRET = 'outro segredo qualquer com trinta e dois caracteres';
const signed = (token: string, secret = SECRET) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

/** The session plugin's check, counted. */
function countedCheck(secret = SECRET) {
  return vi.fn((value: string) => verifySignedToken(value, secret));
}

describe('rememberingAccepted (the session cookie check)', () => {
  it('accepts what verifySignedToken accepts, and checks each accepted value once', () => {
    const check = countedCheck();
    const verify = rememberingAccepted(check);
    const value = signed('token-de-sessao-um');
    expect(verify(value)).toBe('token-de-sessao-um');
    expect(verify(value)).toBe('token-de-sessao-um');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('still refuses a changed token, another secret or a bad signature after accepting the genuine value', () => {
    const verify = rememberingAccepted(countedCheck());
    const value = signed('token-de-sessao-dois');
    expect(verify(value)).toBe('token-de-sessao-dois');
    const signature = value.slice(value.indexOf('.') + 1);
    expect(verify(`token-de-sessao-doiz.${signature}`)).toBeNull();
    expect(verify(signed('token-de-sessao-dois', OTHER_SECRET))).toBeNull();
    expect(verify(`token-de-sessao-dois.${'A'.repeat(43)}=`)).toBeNull();
    expect(verify('token-de-sessao-dois')).toBeNull();
  });

  it('does not remember refusals: each bad value is checked again', () => {
    const check = countedCheck();
    const verify = rememberingAccepted(check);
    const bad = `token-de-sessao-tres.${'B'.repeat(43)}=`;
    expect(verify(bad)).toBeNull();
    expect(verify(bad)).toBeNull();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('keeps at most the given number of values, forgetting the oldest, and still accepts a forgotten one', () => {
    const check = countedCheck();
    const verify = rememberingAccepted(check, 2);
    const [a, b, c] = ['a', 'b', 'c'].map((suffix) => signed(`token-${suffix}`)) as [string, string, string];
    for (const value of [a, b, c]) verify(value);
    expect(check).toHaveBeenCalledTimes(3);
    expect(verify(c)).toBe('token-c');
    expect(verify(b)).toBe('token-b');
    expect(check).toHaveBeenCalledTimes(3);
    expect(verify(a)).toBe('token-a');
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('remembers per check: a value accepted under one secret is refused under another', () => {
    const value = signed('token-de-sessao-quatro');
    expect(rememberingAccepted(countedCheck())(value)).toBe('token-de-sessao-quatro');
    expect(rememberingAccepted(countedCheck(OTHER_SECRET))(value)).toBeNull();
  });
});
