import { adSpy } from '@blivion/shared/i18n/pt-BR';
import { i18n } from '@/lib/i18n';
import { describe, expect, it } from 'vitest';
import '@/lib/catalogue/all-sections';
import { addCatalogueSections } from '@/lib/translations';
import { daysLive, daysLiveKey } from './days-live';

addCatalogueSections({ adSpy });

const now = new Date('2026-11-29T15:00:00Z');
const text = (start: string | null, stop: string | null) => {
  const live = daysLive(start, stop, now);
  return live ? i18n.t(daysLiveKey(live), { count: live.days }) : null;
};

describe('days on air', () => {
  it('counts whole UTC days from the delivery start while the ad runs, with the plural forms', () => {
    expect(daysLive('2026-11-01', null, now)).toEqual({ running: true, days: 28 });
    expect(text('2026-11-01', null)).toBe('No ar há 28 dias');
    expect(text('2026-11-28', null)).toBe('No ar há 1 dia');
    expect(text('2026-11-29', null)).toBe('No ar desde hoje');
    // A start the API dates after today (another time zone) is not a negative count.
    expect(text('2026-11-30', null)).toBe('No ar desde hoje');
    // The API gives times too; a stop date still ahead means it is running.
    expect(text('2026-11-19T08:00:00+0000', '2026-12-31')).toBe('No ar há 10 dias');
  });

  it('counts both ends for an ad that stopped, and gives nothing without a start', () => {
    expect(daysLive('2026-11-01', '2026-11-10', now)).toEqual({ running: false, days: 10 });
    expect(text('2026-11-01', '2026-11-10')).toBe('Ficou no ar 10 dias');
    expect(text('2026-11-05', '2026-11-05')).toBe('Ficou no ar 1 dia');
    expect(daysLive(null, null, now)).toBeNull();
    expect(daysLive('não é data', null, now)).toBeNull();
  });
});
