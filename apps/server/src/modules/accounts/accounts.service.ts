import type { ForgotPasswordInput, MeResponse, ResetPasswordInput, SignInInput, SignUpInput } from '@blivion/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCommonPassword } from '../../auth/password-policy.js';
import { AppError, fieldError, validationError } from '../../http/app-error.js';
import { loadMember } from '../../auth/member.js';
import { toMeResponse } from '../me/index.js';
import { featureSwitches } from '../settings/index.js';
import { authErrorCode, authHeaders, forwardCookies } from '../../auth/better-auth-call.js';
import { countSignInAttempt, forgetSignInAttempts, takeResetEmailSlot } from './account-limits.js';

function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw validationError(fieldError('password', 'validation.passwordTooCommon'));
}

async function meFor(request: FastifyRequest, userId: string): Promise<MeResponse> {
  const { database, config, clock } = request.server;
  const member = await loadMember(database.db, userId, config.masterEmails, clock.now());
  if (!member) throw new AppError('INTERNAL_ERROR');
  return toMeResponse(member, await featureSwitches(database.db));
}

export async function signUp(request: FastifyRequest, reply: FastifyReply, input: SignUpInput): Promise<MeResponse> {
  refuseCommonPassword(input.password);
  try {
    const { headers, response } = await request.server.auth.api.signUpEmail({
      body: { name: input.name, email: input.email, password: input.password },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    forwardCookies(reply, headers);
    return await meFor(request, response.user.id);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (authErrorCode(error)?.startsWith('USER_ALREADY_EXISTS')) {
      throw new AppError('EMAIL_TAKEN', [fieldError('email', 'errors.EMAIL_TAKEN')]);
    }
    throw error;
  }
}

/**
 * Every failure answers the same INVALID_CREDENTIALS, so the answer never tells whether the e-mail
 * exists. Each attempt is counted on the e-mail before the password is checked, whatever the IP;
 * past the free attempts the account waits (429 SIGN_IN_DELAYED), and a success forgets them.
 */
export async function signIn(request: FastifyRequest, reply: FastifyReply, input: SignInInput): Promise<MeResponse> {
  await countSignInAttempt(request.server, input.email);
  let result;
  try {
    result = await request.server.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: authHeaders(request),
      returnHeaders: true,
    });
  } catch (error) {
    if (authErrorCode(error) !== undefined) throw new AppError('INVALID_CREDENTIALS');
    throw error;
  }
  await forgetSignInAttempts(request.server, input.email);
  forwardCookies(reply, result.headers);
  return meFor(request, result.response.user.id);
}

export async function signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  try {
    const { headers } = await request.server.auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
    forwardCookies(reply, headers);
  } catch (error) {
    // Signing out without a valid session is already the state the visitor asked for.
    if (authErrorCode(error) === undefined) throw error;
  }
}

/**
 * Sends a reset e-mail unless this address got one very recently or too many this hour (whatever
 * the IP); the answer is the same either way, so it tells nothing about the address.
 */
export async function requestPasswordReset(request: FastifyRequest, input: ForgotPasswordInput): Promise<void> {
  if (!(await takeResetEmailSlot(request.server, input.email))) {
    request.log.info({ event: 'password-reset-limited' }, 'reset e-mail not sent: per-address limit');
    return;
  }
  await request.server.auth.api.requestPasswordReset({ body: { email: input.email }, headers: authHeaders(request) });
}

export async function resetPassword(request: FastifyRequest, input: ResetPasswordInput): Promise<void> {
  refuseCommonPassword(input.password);
  try {
    await request.server.auth.api.resetPassword({
      body: { newPassword: input.password, token: input.token },
      headers: authHeaders(request),
    });
  } catch (error) {
    if (authErrorCode(error) !== undefined) throw new AppError('INVALID_RESET_TOKEN');
    throw error;
  }
}
