import { randomInt, randomUUID } from 'node:crypto';
import type { MeResponse, Permissions, Role, SignUpInput } from '@blivion/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// From a random start: with TEST_REDIS_URL the rate-limit counters outlive the run in Redis, and
// every run (and every engineer's) starting at the same address would share its buckets.
let ipCounter = randomInt(62_500);

/** A distinct client address per call, so one test's requests never share another's rate-limit bucket. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export function uniqueEmail(prefix = 'membro'): string {
  return `${prefix}-${randomUUID()}@exemplo.test`;
}

export const STRONG_PASSWORD = 'cavalo correto bateria grampo';

/** The `name=value` pair of the session cookie a response set. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  // Under an https PUBLIC_URL the cookie carries the __Secure- prefix.
  const session = cookies.find((cookie) => /^(__Secure-)?blivion\.session_token=/.test(cookie));
  if (!session) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return session.split(';')[0]!;
}

export function signUpBody(overrides: Partial<SignUpInput> = {}): SignUpInput {
  return {
    name: 'Membro de Teste',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    confirmPassword: overrides.password ?? STRONG_PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

export interface TestMember {
  id: string;
  email: string;
  password: string;
  cookie: string;
  me: MeResponse;
}

/** Signs a new member up through the real endpoint. */
export async function createMember(app: FastifyInstance, overrides: Partial<SignUpInput> = {}): Promise<TestMember> {
  const body = signUpBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: body,
    remoteAddress: uniqueIp(),
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const me = response.json<MeResponse>();
  return { id: me.user.id, email: me.user.email, password: body.password, cookie: sessionCookie(response), me };
}

export interface AccessChange {
  role?: Role;
  accessExpiration?: Date | null;
  permissions?: Partial<Permissions>;
}

/** Changes a member's stored role, expiry and switches directly (the admin screens come with their own tests). */
export async function setAccess(app: FastifyInstance, userId: string, change: AccessChange): Promise<void> {
  const db = app.database.db;
  if (change.role !== undefined || change.accessExpiration !== undefined) {
    await db
      .updateTable('profiles')
      .set({
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.accessExpiration !== undefined ? { access_expiration: change.accessExpiration } : {}),
      })
      .where('user_id', '=', userId)
      .execute();
  }
  const p = change.permissions;
  if (p) {
    await db
      .updateTable('user_permissions')
      .set({
        ...(p.forum !== undefined ? { forum: p.forum } : {}),
        ...(p.courses !== undefined ? { courses: p.courses } : {}),
        ...(p.aiLab !== undefined ? { ai_lab: p.aiLab } : {}),
        ...(p.adSpy !== undefined ? { ad_spy: p.adSpy } : {}),
      })
      .where('user_id', '=', userId)
      .execute();
  }
}

export async function getMe(app: FastifyInstance, cookie: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
}

/** Signs in through the real endpoint from a fresh client address. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = uniqueIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress });
}

/** How many accounts exist, all of them or for one e-mail address. */
export async function countUsers(app: FastifyInstance, email?: string): Promise<number> {
  let query = app.database.db.selectFrom('user').select((eb) => eb.fn.countAll<number>().as('count'));
  if (email !== undefined) query = query.where('email', '=', email.trim().toLowerCase());
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** The error envelope of a response, checked to have the envelope's shape. */
export function errorOf(response: LightMyRequestResponse): ErrorBody['error'] {
  const body = response.json<ErrorBody>();
  if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string') {
    throw new Error(`not an error envelope: ${response.statusCode} ${response.body}`);
  }
  return body.error;
}

/** The session token inside a `blivion.session_token=<token>.<signature>` cookie, as stored in the `session` table. */
export function sessionToken(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
}

/** The stored session row behind a cookie, if it still exists. */
export function findSession(app: FastifyInstance, cookie: string) {
  return app.database.db.selectFrom('session').selectAll().where('token', '=', sessionToken(cookie)).executeTakeFirst();
}

/**
 * A member with the given stored role: premium, admin and master with all four
 * switches, free with the forum only (as the administration stores them).
 */
export async function createStaff(
  app: FastifyInstance,
  role: Role,
  overrides: Partial<SignUpInput> = {},
): Promise<TestMember> {
  const member = await createMember(app, overrides);
  const all = role !== 'free';
  await setAccess(app, member.id, {
    role,
    permissions: { forum: true, courses: all, aiLab: all, adSpy: all },
  });
  const me = (await getMe(app, member.cookie)).json<MeResponse>();
  return { ...member, me };
}

export interface UploadedFile {
  filename: string;
  contentType: string;
  data: Buffer;
  /** The form field name; 'file' unless told. */
  field?: string;
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartBody(file: UploadedFile): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----blivion${randomUUID().replaceAll('-', '')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
