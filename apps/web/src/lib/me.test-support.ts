import type { MeResponse } from '@blivion/shared/me';

type MeOverrides = {
  user?: Partial<MeResponse['user']>;
  permissions?: Partial<MeResponse['permissions']>;
  features?: Partial<MeResponse['features']>;
  accessExpired?: boolean;
};

/**
 * A whole GET /api/me answer for web tests: Ana Souza, premium, forum and courses open, no expiry,
 * with `overrides` field by field (tests set only what they are about).
 */
export function testMe(overrides: MeOverrides = {}): MeResponse {
  return {
    user: {
      id: 'ana-souza',
      name: 'Ana Souza',
      email: 'ana@example.com',
      role: 'premium',
      accessExpiration: null,
      logoUrl: null,
      avatarUrl: null,
      createdAt: '2026-01-10T12:00:00.000Z',
      ...overrides.user,
    },
    permissions: { forum: true, courses: true, aiLab: false, adSpy: false, ...overrides.permissions },
    features: { adSpyEnabled: false, ...overrides.features },
    accessExpired: overrides.accessExpired ?? false,
  };
}
