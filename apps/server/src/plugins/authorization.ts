import type { FeatureSwitch, FeatureSwitches, Permission } from '@blivion/shared';
import { featureAllowed, isStaff } from '@blivion/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import type { Member } from '../auth/member.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's feature switches; app.ts hands over the settings module's reader. */
    featureSwitches: () => Promise<Readonly<FeatureSwitches>>;
  }
}

/**
 * Route guards, used as preHandler hooks. They are the lock; the web app's
 * guards only spare the member a request that would be refused here.
 */
export function currentMember(request: FastifyRequest): Member {
  if (!request.member) throw new AppError('UNAUTHENTICATED');
  return request.member;
}

export async function requireMember(request: FastifyRequest): Promise<void> {
  currentMember(request);
}

export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    const member = currentMember(request);
    if (member.permissions[permission]) return;
    throw new AppError(member.accessExpired ? 'ACCESS_EXPIRED' : 'PERMISSION_REQUIRED', { permission });
  };
}

export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!isStaff(currentMember(request).role)) throw new AppError('ADMIN_REQUIRED');
}

export async function requireMaster(request: FastifyRequest): Promise<void> {
  if (currentMember(request).role !== 'master') throw new AppError('FORBIDDEN');
}

export function requireFeature(feature: FeatureSwitch) {
  return async (request: FastifyRequest): Promise<void> => {
    const member = currentMember(request);
    const switches = await request.server.featureSwitches();
    if (!featureAllowed(feature, member.role, switches)) throw new AppError('FEATURE_DISABLED', { feature });
  };
}
