import { adSpy } from '@blivion/shared/i18n/pt-BR';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/catalogue/all-sections';
import { addCatalogueSections } from '@/lib/translations';
import { TrendSparkline } from './trend-sparkline';

addCatalogueSections({ adSpy });

const days = (...counts: Array<number | null>) => [
  ...Array.from({ length: 30 - counts.length }, () => null),
  ...counts,
];

function drawn(counts: Array<number | null>) {
  const { container } = render(<TrendSparkline counts={counts} />);
  const figure = container.querySelector('figure')!;
  return {
    figure,
    path: figure.querySelector('path')?.getAttribute('d') ?? '',
    arrow: figure.querySelector('figcaption svg')?.getAttribute('class') ?? '',
    visible: figure.querySelector('figcaption [aria-hidden="true"]:not(svg)')?.textContent,
  };
}

describe("a competitor card's trend line", () => {
  afterEach(cleanup);

  it('rises in green with an up arrow, and says so in words', () => {
    const { figure, path, arrow, visible } = drawn(days(12, null, 15, 20));
    expect(figure.className).toContain('text-success');
    expect(figure.dataset.trend).toBe('up');
    expect(arrow).toContain('arrow-up-right');
    expect(visible).toBe('+8');
    expect(path.match(/M/g)).toHaveLength(2);
    expect(screen.getByText('Subiu de 12 para 20 nos últimos 30 dias')).toBeTruthy();
  });

  it('falls in red with a down arrow, and says so in words', () => {
    const { figure, arrow, visible } = drawn(days(1500, 900));
    expect(figure.className).toContain('text-destructive-text');
    expect(arrow).toContain('arrow-down-right');
    expect(visible).toBe('−600');
    expect(screen.getByText('Caiu de 1.500 para 900 nos últimos 30 dias')).toBeTruthy();
  });

  it('is neutral when flat, and says when there are not enough counts', () => {
    expect(drawn(days(7, 9, 7)).figure.className).toContain('text-muted-foreground');
    expect(screen.getByText('Estável em 7 nos últimos 30 dias')).toBeTruthy();
    cleanup();
    const none = drawn(days(4));
    expect(none.figure.dataset.trend).toBe('none');
    expect(none.figure.querySelectorAll('circle')).toHaveLength(1);
    expect(screen.getByText(adSpy.trend.none.replace('{{days}}', '30'))).toBeTruthy();
  });
});
