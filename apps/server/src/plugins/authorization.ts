import type { FeatureSwitch, FeatureSwitches, Permission } from '@blivion/shared';
import { featureAllowed, isStaff } from '@blivion/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import type { Member } from '../auth/member.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's feature switches; app.ts hands over the settings module's reader. */
    featureSwitches: () => Promise<Readonly<FeatureSwitches>>;
  }
}

/**
 * Route guards, used as onRequest or preHandler hooks. They are the lock; the web app's
 * guards only spare the member a request that would be refused here.
 */
export function currentMember(request: FastifyRequest): Member {
  if (!request.member) throw new AppError('UNAUTHENTICATED');
  return request.member;
}

/** A guard as a callback hook: no promise per request for a check that never waits (bench/README.md, item 1). */
type Guard = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

function guard(refusal: (member: Member) => AppError | undefined): Guard {
  return (request, _reply, done) => {
    done(request.member ? refusal(request.member) : new AppError('UNAUTHENTICATED'));
  };
}

export const requireMember: Guard = guard(() => undefined);

export function requirePermission(permission: Permission): Guard {
  return guard((member) =>
    member.permissions[permission]
      ? undefined
      : new AppError(member.accessExpired ? 'ACCESS_EXPIRED' : 'PERMISSION_REQUIRED', { permission }),
  );
}

export const requireStaff: Guard = guard((member) =>
  isStaff(member.role) ? undefined : new AppError('ADMIN_REQUIRED'),
);

export const requireMaster: Guard = guard((member) =>
  member.role === 'master' ? undefined : new AppError('FORBIDDEN'),
);

export function requireFeature(feature: FeatureSwitch) {
  return async (request: FastifyRequest): Promise<void> => {
    const member = currentMember(request);
    const switches = await request.server.featureSwitches();
    if (!featureAllowed(feature, member.role, switches)) throw new AppError('FEATURE_DISABLED', { feature });
  };
}
