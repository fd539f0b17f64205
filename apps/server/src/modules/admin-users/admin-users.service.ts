import { randomBytes } from 'node:crypto';
import type { AdminUser, AdminUsersPage } from '@blivion/shared';
import { accessFromForm } from '@blivion/shared';
import type { StoredAccess, createUserSchema, updateAccessSchema } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { hashPassword } from '../../auth/password-hash.js';
import { toDate, toIso } from '../../db/schema.js';
import { AppError, fieldError } from '../../http/app-error.js';
import { decodeCursor, pageOf } from '../../http/keyset-cursor.js';
import { recordAudit } from '../audit/index.js';
import type { Member } from '../../auth/member.js';
import { memberAccess } from '../../auth/member.js';
import { releaseUpload } from '../uploads/index.js';
import type { StoredAccessState } from './access-notices.js';
import { notifyAccessGranted } from './access-notices.js';
import type { AdminMemberRow as MemberRow } from '../accounts/index.js';
import {
  countMembers,
  deleteAccount,
  emailExists,
  findAdminMember,
  insertAccount,
  listMembers,
  saveAccess,
} from '../accounts/index.js';
import { assertMayChangeAccess, assertMayCreate, assertMayDelete } from './hierarchy.js';
import { createInvitationLink, invitationMessage } from './invitation.js';
import { recordCoursesAccessStart } from '../courses/index.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';

type Row = NonNullable<MemberRow>;

function toAdminUser(row: Row, masterEmails: readonly string[], now: Date): AdminUser {
  const access = memberAccess(row, masterEmails, now);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: access.role,
    storedRole: access.storedRole,
    permissions: access.stored,
    accessExpiration: access.accessExpiration ? access.accessExpiration.toISOString() : null,
    createdAt: toIso(row.createdAt),
    isMasterEmail: masterEmails.includes(row.email.toLowerCase()),
  };
}

/** What the audit log keeps of a member's access, before and after a change. */
function accessSnapshot(user: AdminUser) {
  return { role: user.storedRole, permissions: user.permissions, accessExpiration: user.accessExpiration };
}

/** The stored access the notices compare, as the target had it or as the form sets it. */
function accessState(email: string, access: StoredAccess): StoredAccessState {
  return {
    email,
    role: access.role,
    permissions: access.permissions,
    accessExpiration: toDate(access.accessExpiration),
  };
}

const emailTaken = () => new AppError('EMAIL_TAKEN', [fieldError('email', 'errors.EMAIL_TAKEN')]);

export async function listUsers(
  app: FastifyInstance,
  query: { search?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<AdminUsersPage> {
  const db = app.database.db;
  const search = query.search ? query.search : undefined;
  const cursor = decodeCursor(query.cursor, ['string', 'string'] as const);
  const after = cursor ? { name: cursor[0], id: cursor[1] } : null;
  const [rows, total] = await Promise.all([listMembers(db, search, after, query.limit + 1), countMembers(db, search)]);
  const now = app.clock.now();
  const page = pageOf(rows, query.limit, (row) => [row.sort_name, row.id]);
  return {
    items: page.items.map((row) => toAdminUser(row, app.config.masterEmails, now)),
    nextCursor: page.nextCursor,
    total,
  };
}

async function loadTarget(app: FastifyInstance, userId: string): Promise<AdminUser> {
  const row = await findAdminMember(app.database.db, userId);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return toAdminUser(row, app.config.masterEmails, app.clock.now());
}

/** Creates the account with a random password nobody sees; the member sets theirs through the invitation link. */
export async function createUser(
  app: FastifyInstance,
  actor: Member,
  input: z.output<typeof createUserSchema>,
): Promise<AdminUser> {
  assertMayCreate(actor, input.role);
  const access = accessFromForm(input);
  const db = app.database.db;
  if (await emailExists(db, input.email)) throw emailTaken();
  const id = randomBytes(24).toString('base64url');
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const now = app.clock.now();
  let link: string;
  try {
    link = await db.transaction().execute(async (trx) => {
      const accountId = randomBytes(24).toString('base64url');
      await insertAccount(trx, { id, name: input.name, email: input.email, passwordHash, accountId, at: now });
      await saveAccess(trx, id, { ...access, accessExpiration: toDate(access.accessExpiration) }, now);
      if (access.permissions.courses) await recordCoursesAccessStart(trx, id, now);
      await recordAudit(trx, {
        actor,
        action: 'user.create',
        target: { id, email: input.email },
        details: { name: input.name, after: access },
        at: now,
      });
      await notifyAccessGranted(
        trx,
        { actorId: actor.id, userId: id, before: null, after: accessState(input.email, access), at: now },
        app.config.masterEmails,
      );
      return createInvitationLink(trx, app.config, id, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  app.mailer.send(invitationMessage(input.email, input.name, link));
  return loadTarget(app, id);
}

export async function changeAccess(
  app: FastifyInstance,
  actor: Member,
  userId: string,
  input: z.output<typeof updateAccessSchema>,
): Promise<AdminUser> {
  const before = await loadTarget(app, userId);
  const next = accessFromForm(input);
  assertMayChangeAccess(actor, { id: before.id, role: before.role }, next);
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    await saveAccess(trx, userId, { ...next, accessExpiration: toDate(next.accessExpiration) }, now);
    // The first grant of courses starts the release schedules' clock (decision 0089).
    if (next.permissions.courses) await recordCoursesAccessStart(trx, userId, now);
    await recordAudit(trx, {
      actor,
      action: 'user.access',
      target: { id: userId, email: before.email },
      details: { before: accessSnapshot(before), after: next },
      at: now,
    });
    await notifyAccessGranted(
      trx,
      {
        actorId: actor.id,
        userId,
        before: accessState(before.email, accessSnapshot(before)),
        after: accessState(before.email, next),
        at: now,
      },
      app.config.masterEmails,
    );
  });
  return loadTarget(app, userId);
}

/** Removes the account, its sessions and private data (cascades); the audit entry keeps the e-mail. */
export async function deleteUser(app: FastifyInstance, actor: Member, userId: string): Promise<void> {
  const row = await findAdminMember(app.database.db, userId);
  if (!row) throw new AppError('USER_NOT_FOUND');
  const target = toAdminUser(row, app.config.masterEmails, app.clock.now());
  assertMayDelete(actor, { id: target.id, role: target.role });
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    await deleteAccount(trx, userId);
    await recordAudit(trx, {
      actor,
      action: 'user.delete',
      target: { id: userId, email: target.email },
      details: { name: target.name, before: accessSnapshot(target) },
      at: now,
    });
  });
  if (row.logo_url) await releaseUpload(app, row.logo_url);
  if (row.image) await releaseUpload(app, row.image);
}
