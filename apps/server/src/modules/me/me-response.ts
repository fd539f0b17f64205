import type { MeResponse } from '@blivion/shared';
import type { Member } from '../../auth/member.js';

export function toMeResponse(member: Member, features: MeResponse['features']): MeResponse {
  return {
    user: {
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role,
      accessExpiration: member.accessExpiration ? member.accessExpiration.toISOString() : null,
      logoUrl: member.logoUrl,
      avatarUrl: member.avatarUrl,
      createdAt: member.createdAt,
    },
    permissions: member.permissions,
    accessExpired: member.accessExpired,
    features,
  };
}
