import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, FORUM_ONLY } from '../permissions.js';
import { accessFromForm, updateAccessSchema } from './admin.js';
import { createBannerSchema, isInternalPath } from './banners.js';

describe('accessFromForm', () => {
  it('makes total access premium with all four permissions and keeps the expiry', () => {
    expect(accessFromForm({ role: 'free', accessType: 'total', accessExpiration: '2099-01-01T00:00:00.000Z' })).toEqual(
      {
        role: 'premium',
        permissions: ALL_PERMISSIONS,
        accessExpiration: '2099-01-01T00:00:00.000Z',
      },
    );
  });

  it('makes forum access free, forum only, without expiry', () => {
    expect(
      accessFromForm({ role: 'premium', accessType: 'forum', accessExpiration: '2099-01-01T00:00:00.000Z' }),
    ).toEqual({
      role: 'free',
      permissions: FORUM_ONLY,
      accessExpiration: null,
    });
  });

  it('keeps admin and master with the manual switches (forum always on) and no expiry', () => {
    const permissions = { forum: false, courses: true, aiLab: false, adSpy: true };
    expect(accessFromForm({ role: 'admin', accessType: 'forum', permissions, accessExpiration: '2099-01-01' })).toEqual(
      {
        role: 'admin',
        permissions: { ...permissions, forum: true },
        accessExpiration: null,
      },
    );
  });
});

describe('access expiry field', () => {
  it('reads a calendar date as the end of that day in Brasília time', () => {
    const parsed = updateAccessSchema.parse({ role: 'free', accessType: 'total', accessExpiration: '2030-03-15' });
    expect(parsed.accessExpiration).toBe('2030-03-16T02:59:59.999Z');
  });

  it('keeps an instant and refuses anything else', () => {
    expect(
      updateAccessSchema.parse({ role: 'free', accessType: 'total', accessExpiration: '2030-03-15T10:00:00-03:00' })
        .accessExpiration,
    ).toBe('2030-03-15T13:00:00.000Z');
    for (const value of ['15/03/2030', '2030-02-31', '2030-02-30T10:00:00Z', 'amanhã', '']) {
      const result = updateAccessSchema.safeParse({ role: 'free', accessType: 'total', accessExpiration: value });
      expect(result.success, value).toBe(false);
    }
  });
});

describe('banner links', () => {
  it.each([
    ['/courses', true],
    ['/forum?tab=1', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['courses', false],
  ])('%s internal: %s', (path, expected) => {
    expect(isInternalPath(path)).toBe(expected);
  });

  it('turns an empty link and description into null', () => {
    const banner = createBannerSchema.parse({
      title: ' T ',
      imageUrl: 'https://cdn.exemplo.test/a.png',
      link: '',
      description: '',
    });
    expect(banner).toEqual({
      title: 'T',
      description: null,
      imageUrl: 'https://cdn.exemplo.test/a.png',
      link: null,
      active: true,
    });
  });
});
