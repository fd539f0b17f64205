import { adSpy } from '@blivion/shared/i18n/pt-BR';
import { libraryAdSchema, type LibraryAd } from '@blivion/shared/adspy';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { addCatalogueSections } from '@/lib/translations';
import { AdCard } from './ad-card';
import { CLAMP_CHARS } from './clamped-text';

addCatalogueSections({ adSpy });

function libraryAd(overrides: Partial<LibraryAd> = {}): LibraryAd {
  return libraryAdSchema.parse({
    id: '501',
    pageId: '2001',
    pageName: 'Aurora Cosméticos',
    pagePictureUrl: 'https://graph.facebook.com/v24.0/2001/picture?type=normal',
    bodies: ['Frete grátis'],
    titles: [],
    descriptions: [],
    libraryUrl: 'https://www.facebook.com/ads/library/?id=501',
    startDate: '2026-11-19',
    stopDate: null,
    platforms: ['facebook', 'instagram', 'threads'],
    languages: ['pt'],
    euReach: null,
    ...overrides,
  });
}

const show = (ad: LibraryAd) => render(<AdCard ad={ad} list={false} onSave={() => {}} />).container;

describe('a library card', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T15:00:00Z'));
  });
  afterEach(cleanup);

  it("shows the page's public picture, the days on air and the platforms as named icons", () => {
    const card = show(libraryAd());
    const picture = card.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('https://graph.facebook.com/v24.0/2001/picture?type=normal');
    expect(picture.getAttribute('alt')).toBe('');
    expect(picture.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(screen.getByText('No ar há 10 dias')).toBeTruthy();
    const platforms = screen.getByRole('list', { name: adSpy.cards.platformsLabel });
    expect(
      within(platforms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Facebook', 'Instagram', 'Threads']);
    expect(platforms.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
  });

  it('says how long a stopped ad ran, and shows initials when there is no picture', () => {
    const card = show(libraryAd({ stopDate: '2026-11-19', pagePictureUrl: null }));
    expect(screen.getByText('Ficou no ar 1 dia')).toBeTruthy();
    expect(card.querySelector('img')).toBeNull();
    expect(card.textContent).toContain('AC');
  });

  it("clamps a long text with 'ver mais', which expands and collapses it", async () => {
    const user = userEvent.setup();
    const long = `${'Oferta de verão com frete grátis. '.repeat(Math.ceil(CLAMP_CHARS / 30))}Fim.`;
    show(libraryAd({ bodies: [long] }));
    const text = screen.getByText(long, { normalizer: (value) => value });
    expect(text.className).toContain('line-clamp-4');
    const more = screen.getByRole('button', { name: adSpy.cards.showMore });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(text.id);
    await user.click(more);
    expect(text.className).not.toContain('line-clamp-4');
    const less = screen.getByRole('button', { name: adSpy.cards.showLess });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Enter}');
    expect(text.className).toContain('line-clamp-4');
  });

  it("leaves a short text whole, without 'ver mais'", () => {
    show(libraryAd({ bodies: ['Curto e direto'] }));
    expect(screen.getByText('Curto e direto').className).not.toContain('line-clamp');
    expect(screen.queryByRole('button', { name: adSpy.cards.showMore })).toBeNull();
  });
});
