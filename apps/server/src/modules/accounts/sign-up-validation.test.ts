import type { FieldError } from '@blivion/shared';
import { translate } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countUsers, errorOf, signUpBody, uniqueIp } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

type Body = Record<string, unknown>;

function without(body: Body, key: string): Body {
  const { [key]: _removed, ...rest } = body;
  return rest;
}

const longPassword = 'p'.repeat(129);

/** One bad input per row: the body to send, then the single field error it must produce. */
const cases: Array<[string, () => Body, string, string]> = [
  ['name missing', () => without(signUpBody(), 'name'), 'name', 'validation.nameRequired'],
  ['name empty', () => signUpBody({ name: '' }), 'name', 'validation.nameRequired'],
  ['name only spaces', () => signUpBody({ name: '    ' }), 'name', 'validation.nameRequired'],
  ['name over 120 characters', () => signUpBody({ name: 'a'.repeat(121) }), 'name', 'validation.nameTooLong'],
  ['e-mail missing', () => without(signUpBody(), 'email'), 'email', 'validation.emailRequired'],
  ['e-mail empty', () => signUpBody({ email: '' }), 'email', 'validation.emailRequired'],
  ['e-mail invalid', () => signUpBody({ email: 'nao-e-um-email' }), 'email', 'validation.emailInvalid'],
  ['e-mail without domain', () => signUpBody({ email: 'fulano@' }), 'email', 'validation.emailInvalid'],
  ['password missing', () => without(signUpBody(), 'password'), 'password', 'validation.passwordRequired'],
  ['password under 8', () => signUpBody({ password: 'curta12' }), 'password', 'validation.passwordTooShort'],
  ['password over 128', () => signUpBody({ password: longPassword }), 'password', 'validation.passwordTooLong'],
  [
    'confirmation different',
    () => ({ ...signUpBody(), confirmPassword: 'outra senha qualquer' }),
    'confirmPassword',
    'validation.passwordMismatch',
  ],
  ['terms not accepted', () => signUpBody({ acceptTerms: false }), 'acceptTerms', 'validation.termsRequired'],
  ['terms missing', () => without(signUpBody(), 'acceptTerms'), 'acceptTerms', 'validation.termsRequired'],
  ['terms as text', () => ({ ...signUpBody(), acceptTerms: 'true' }), 'acceptTerms', 'validation.termsRequired'],
  ['common password senha123', () => signUpBody({ password: 'senha123' }), 'password', 'validation.passwordTooCommon'],
  [
    'common password in capitals',
    () => signUpBody({ password: 'PASSWORD123' }),
    'password',
    'validation.passwordTooCommon',
  ],
];

describe('sign-up refuses bad input with field details and creates nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each(cases)('%s', async (_name, makeBody, field, key) => {
    const body = makeBody();
    const before = await countUsers(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: body,
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe(translate('errors.VALIDATION_ERROR'));
    expect(error.details).toEqual<FieldError[]>([{ field, key, message: translate(key) }]);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await countUsers(t.app)).toBe(before);
    if (typeof body.email === 'string' && body.email.includes('@exemplo.test')) {
      expect(await countUsers(t.app, body.email)).toBe(0);
    }
  });

  it.each([
    ['confirmPassword', { confirmPassword: 'diferente demais' }, 'Senhas não coincidem'],
    ['acceptTerms', { acceptTerms: false }, 'Você precisa aceitar os termos de uso para continuar.'],
  ])('says in Portuguese what is wrong with %s', async (field, change, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...signUpBody(), ...change },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([expect.objectContaining({ field, message })]);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"name": "Ana", ', 400, 'BAD_REQUEST'],
    ['empty JSON body', 'application/json', '', 400, 'BAD_REQUEST'],
    ['JSON that is not an object', 'application/json', '"texto"', 400, 'VALIDATION_ERROR'],
    ['JSON null', 'application/json', 'null', 400, 'VALIDATION_ERROR'],
    ['plain text', 'text/plain', 'name=Ana', 400, 'VALIDATION_ERROR'],
    ['XML', 'application/xml', '<name>Ana</name>', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['form body', 'application/x-www-form-urlencoded', 'name=Ana&email=a%40b.c', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'body over 1 MiB',
      'application/json',
      JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('answers %s sent as %s with a 4xx envelope, never a 500', async (_name, contentType, payload, status, code) => {
    const before = await countUsers(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': contentType },
      payload,
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(status);
    const error = errorOf(response);
    expect(error.code).toBe(code);
    expect(error.message).toBe(translate(`errors.${code}`));
    expect(await countUsers(t.app)).toBe(before);
  });
});
