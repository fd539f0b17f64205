import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCommonPassword } from '../../auth/password-policy.js';
import { AppError, fieldError, validationError } from '../../http/app-error.js';
import { authErrorCode, authHeaders, forwardCookies } from '../../auth/better-auth-call.js';
import { receiveImage, releaseUpload } from '../uploads/index.js';
import { readProfileLogo, writeProfileLogo } from '../accounts/index.js';
import type { Member } from '../../auth/member.js';
import { readAvatar, updateName, writeAvatar } from '../accounts/index.js';

/**
 * Changes the password after checking the current one; every other session
 * ends and the browser gets the new session's cookie.
 */
export async function changePassword(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { currentPassword: string; password: string },
): Promise<void> {
  if (isCommonPassword(input.password)) throw validationError(fieldError('password', 'validation.passwordTooCommon'));
  try {
    const { headers } = await request.server.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.password, revokeOtherSessions: true },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    forwardCookies(reply, headers);
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      throw new AppError('INVALID_CURRENT_PASSWORD', [
        fieldError('currentPassword', 'errors.INVALID_CURRENT_PASSWORD'),
      ]);
    }
    if (code !== undefined) throw new AppError('UNAUTHENTICATED');
    throw error;
  }
}

/** Sets (upload) or removes the member's personal logo; the old file goes when nothing else uses it. */
export async function setPersonalLogo(
  request: FastifyRequest,
  member: Member,
  upload: boolean,
): Promise<string | null> {
  const app = request.server;
  const logoUrl = upload ? await receiveImage(request) : null;
  const previous = await readProfileLogo(app.database.db, member.id);
  await writeProfileLogo(app.database.db, member.id, logoUrl, app.clock.now());
  if (previous && previous !== logoUrl) await releaseUpload(app, previous);
  return logoUrl;
}

/** Renames the member (the only profile field a member sets here); its folded key follows (decision 0075). */
export async function renameMember(request: FastifyRequest, member: Member, name: string): Promise<void> {
  await updateName(request.server.database.db, member.id, name);
}

/** Sets (upload) or removes the member's profile photo; the old file goes when nothing else uses it. */
export async function setAvatar(request: FastifyRequest, member: Member, upload: boolean): Promise<string | null> {
  const app = request.server;
  const avatarUrl = upload ? await receiveImage(request) : null;
  const previous = await readAvatar(app.database.db, member.id);
  await writeAvatar(app.database.db, member.id, avatarUrl, app.clock.now());
  if (previous && previous !== avatarUrl) await releaseUpload(app, previous);
  return avatarUrl;
}
