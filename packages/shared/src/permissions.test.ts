import { describe, expect, it } from 'vitest';
import type { AccessInput, Permissions, Role } from './permissions.js';
import {
  ALL_PERMISSIONS,
  FORUM_ONLY,
  ROLES,
  effectiveAccess,
  featureAllowed,
  isStaff,
  parseMasterEmails,
  storedRoleOf,
} from './permissions.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const PAST = new Date('2026-03-10T11:59:59Z');
const FUTURE = new Date('2026-03-10T12:00:01Z');
const MASTERS = parseMasterEmails(' Chefe@Blivion.com , outra@blivion.com ,');

const COURSES_AND_AI: Permissions = { forum: true, courses: true, aiLab: true, adSpy: false };
const NOTHING: Permissions = { forum: false, courses: false, aiLab: false, adSpy: false };

function input(
  role: Role,
  accessExpiration: Date | null,
  stored: Permissions,
  email = 'membro@exemplo.com',
): AccessInput {
  return { email, role, accessExpiration, stored };
}

describe('storedRoleOf', () => {
  it('keeps a known role and reads none or an unknown one as free', () => {
    for (const role of ROLES) expect(storedRoleOf(role)).toBe(role);
    expect(storedRoleOf(null)).toBe('free');
    expect(storedRoleOf('owner')).toBe('free');
    expect(storedRoleOf('constructor')).toBe('free');
  });
});

describe('parseMasterEmails', () => {
  it('trims, lower-cases and drops empty entries', () => {
    expect(MASTERS).toEqual(['chefe@blivion.com', 'outra@blivion.com']);
    expect(parseMasterEmails(undefined)).toEqual([]);
    expect(parseMasterEmails('')).toEqual([]);
  });
});

describe('effectiveAccess', () => {
  it.each(ROLES)('makes a master address master with everything, whatever is stored (%s)', (role) => {
    for (const email of ['chefe@blivion.com', 'CHEFE@Blivion.COM', 'Outra@blivion.com']) {
      expect(effectiveAccess(input(role, PAST, NOTHING, email), MASTERS, NOW)).toEqual({
        role: 'master',
        permissions: ALL_PERMISSIONS,
        accessExpired: false,
      });
    }
  });

  it('does not treat a similar address as a master address', () => {
    for (const email of ['chefe@blivion.com.br', 'xchefe@blivion.com', 'chefe@blivion']) {
      expect(effectiveAccess(input('free', null, FORUM_ONLY, email), MASTERS, NOW).role).toBe('free');
    }
  });

  type Row = [Role, Date | null, Permissions, Permissions, boolean];
  const rows: Row[] = [
    ['free', null, FORUM_ONLY, FORUM_ONLY, false],
    ['free', null, COURSES_AND_AI, COURSES_AND_AI, false],
    ['free', PAST, COURSES_AND_AI, FORUM_ONLY, true],
    ['premium', null, COURSES_AND_AI, COURSES_AND_AI, false],
    ['premium', FUTURE, ALL_PERMISSIONS, ALL_PERMISSIONS, false],
    ['premium', PAST, ALL_PERMISSIONS, FORUM_ONLY, true],
    ['premium', NOW, ALL_PERMISSIONS, FORUM_ONLY, true],
    ['premium', FUTURE, NOTHING, FORUM_ONLY, false],
    ['admin', null, COURSES_AND_AI, COURSES_AND_AI, false],
    ['admin', PAST, COURSES_AND_AI, COURSES_AND_AI, false],
    ['admin', null, NOTHING, FORUM_ONLY, false],
    ['master', PAST, COURSES_AND_AI, COURSES_AND_AI, false],
    ['master', null, NOTHING, FORUM_ONLY, false],
  ];

  it.each(rows)('%s expiring %s with %o has %o (expired: %s)', (role, expiry, stored, permissions, accessExpired) => {
    expect(effectiveAccess(input(role, expiry, stored), MASTERS, NOW)).toEqual({ role, permissions, accessExpired });
  });

  it('always opens the forum, even when the stored switch is off', () => {
    for (const role of ROLES) {
      for (const expiry of [null, PAST, FUTURE]) {
        expect(effectiveAccess(input(role, expiry, NOTHING), [], NOW).permissions.forum).toBe(true);
      }
    }
  });

  it('does not change the stored switches it was given', () => {
    const stored = { ...NOTHING };
    effectiveAccess(input('premium', PAST, stored), [], NOW);
    expect(stored).toEqual(NOTHING);
    const master = effectiveAccess(input('free', null, stored, 'chefe@blivion.com'), MASTERS, NOW);
    master.permissions.courses = false;
    expect(ALL_PERMISSIONS.courses).toBe(true);
  });
});

describe('featureAllowed and isStaff', () => {
  it.each([
    ['free', false, false],
    ['free', true, true],
    ['premium', false, false],
    ['premium', true, true],
    ['admin', false, true],
    ['admin', true, true],
    ['master', false, true],
    ['master', true, true],
  ] as Array<[Role, boolean, boolean]>)('%s with the adSpy switch %s: %s', (role, adSpyEnabled, allowed) => {
    expect(featureAllowed('adSpy', role, { adSpyEnabled })).toBe(allowed);
  });

  it('counts only admin and master as staff', () => {
    expect(ROLES.filter(isStaff)).toEqual(['admin', 'master']);
  });
});
