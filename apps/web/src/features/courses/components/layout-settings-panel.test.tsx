import { courses } from '@blivion/shared/i18n/pt-BR';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCatalogueSections } from '@/lib/translations';
import {
  DEFAULT_LAYOUT,
  LAYOUT_RANGES,
  LAYOUT_STORAGE_KEY,
  parseLayoutSettings,
  readLayoutSettings,
} from '../lib/layout-settings';
import { useLayoutSettings } from '../lib/use-layout-settings';
import LayoutSettingsPanel from './layout-settings-panel';

beforeAll(() => addCatalogueSections({ courses }));
beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('layout settings', () => {
  it('has the specification’s ranges, steps and defaults (section 9)', () => {
    expect(LAYOUT_RANGES).toEqual({
      cardWidth: { min: 180, max: 320, step: 10, default: 220 },
      cardHeight: { min: 140, max: 250, step: 10, default: 180 },
      aspectWidth: { min: 9, max: 21, step: 1, default: 16 },
      gridMinHeight: { min: 100, max: 300, step: 10, default: 200 },
      cardsPerRow: { min: 1, max: 4, step: 1, default: 2 },
    });
    expect(DEFAULT_LAYOUT).toEqual({
      cardWidth: 220,
      cardHeight: 180,
      gridCardAspectRatio: '16/9',
      gridMinHeight: 200,
      cardsPerRow: 2,
    });
  });

  it('nothing stored, or unreadable: the defaults', () => {
    expect(readLayoutSettings()).toEqual(DEFAULT_LAYOUT);
    expect(parseLayoutSettings('{not json')).toEqual(DEFAULT_LAYOUT);
    expect(parseLayoutSettings('[1,2]')).toEqual(DEFAULT_LAYOUT);
  });

  it('keeps each stored value a slider can show and puts back the default of each one it cannot', () => {
    const stored = {
      cardWidth: 320,
      cardHeight: 145, // off the step of 10
      gridCardAspectRatio: '21/9',
      gridMinHeight: 90, // below the range
      cardsPerRow: 4,
    };
    expect(parseLayoutSettings(JSON.stringify(stored))).toEqual({
      cardWidth: 320,
      cardHeight: 180,
      gridCardAspectRatio: '21/9',
      gridMinHeight: 200,
      cardsPerRow: 4,
    });
    expect(
      parseLayoutSettings(JSON.stringify({ cardWidth: '200', gridCardAspectRatio: '22/9', cardsPerRow: 2.5 })),
    ).toEqual(DEFAULT_LAYOUT);
    expect(parseLayoutSettings(JSON.stringify({ gridCardAspectRatio: '9/9' })).gridCardAspectRatio).toBe('9/9');
  });
});

function Catalogue() {
  const [settings, apply] = useLayoutSettings();
  return (
    <>
      <p data-testid="applied">{JSON.stringify(settings)}</p>
      <LayoutSettingsPanel settings={settings} onApply={apply} onClose={() => {}} />
    </>
  );
}

describe('LayoutSettingsPanel', () => {
  it('the sliders show the ranges; Aplicar keeps the settings in this browser for the next visit', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Catalogue />);
    const width = screen.getByRole('slider', { name: 'Largura do card' });
    expect(width).toHaveProperty('min', '180');
    expect(width).toHaveProperty('max', '320');
    expect(width).toHaveProperty('step', '10');
    expect(width).toHaveProperty('value', '220');
    fireEvent.change(width, { target: { value: '260' } });
    expect(width.getAttribute('aria-valuetext')).toBe('260 px');
    // Not applied yet: nothing stored.
    expect(window.localStorage.getItem(LAYOUT_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Grid' }));
    const ratio = screen.getByRole('slider', { name: 'Proporção da imagem' });
    expect([ratio.getAttribute('min'), ratio.getAttribute('max'), ratio.getAttribute('step')]).toEqual([
      '9',
      '21',
      '1',
    ]);
    fireEvent.change(ratio, { target: { value: '21' } });
    expect(ratio.getAttribute('aria-valuetext')).toBe('21/9');
    const perRow = screen.getByRole('slider', { name: 'Cards por linha' });
    expect([perRow.getAttribute('min'), perRow.getAttribute('max')]).toEqual(['1', '4']);
    fireEvent.change(perRow, { target: { value: '4' } });

    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    const expected = { ...DEFAULT_LAYOUT, cardWidth: 260, gridCardAspectRatio: '21/9', cardsPerRow: 4 };
    expect(JSON.parse(window.localStorage.getItem(LAYOUT_STORAGE_KEY)!)).toEqual(expected);
    expect(JSON.parse(screen.getByTestId('applied').textContent!)).toEqual(expected);

    unmount();
    render(<Catalogue />);
    expect(JSON.parse(screen.getByTestId('applied').textContent!)).toEqual(expected);
  });

  it('Restaurar padrão puts the defaults in the sliders', async () => {
    window.localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify({ ...DEFAULT_LAYOUT, cardHeight: 250 }));
    const user = userEvent.setup();
    render(<Catalogue />);
    expect(screen.getByRole('slider', { name: 'Altura do card' })).toHaveProperty('value', '250');
    await user.click(screen.getByRole('button', { name: 'Restaurar padrão' }));
    expect(screen.getByRole('slider', { name: 'Altura do card' })).toHaveProperty('value', '180');
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    });
    expect(readLayoutSettings()).toEqual(DEFAULT_LAYOUT);
  });
});
