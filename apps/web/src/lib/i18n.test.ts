import { describe, expect, it } from 'vitest';
import '@/lib/catalogue/all-sections';
import '@/lib/catalogue/public-sections';
import { i18n } from './i18n';

describe('the catalogue in the browser (i18next)', () => {
  // The catalogue writes '' where nothing is shown: a count's zero form, a social link not set.
  // i18next 27 treats an empty text as missing unless told otherwise, and would show the key.
  it('an empty text shows nothing, never its key', () => {
    expect(i18n.t('shell.purchases.credits', { count: 0 })).toBe('');
    expect(i18n.t('shell.purchases.credits', { count: 19896, amount: '19.896' })).toBe('19.896 créditos de IA');
    expect(i18n.t('landing.footer.social.instagramUrl')).toBe('');
  });

  it('a key that is not in the catalogue shows its key (the gap is visible), in pt-BR', () => {
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('shell.noSuchText')).toBe('shell.noSuchText');
  });
});
