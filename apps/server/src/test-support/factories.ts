import { randomUUID } from 'node:crypto';
import type { MeResponse, Permissions, Role, SignUpInput } from '@blivion/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let ipCounter = 0;

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
  const session = cookies.find((cookie) => cookie.startsWith('blivion.session_token='));
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
