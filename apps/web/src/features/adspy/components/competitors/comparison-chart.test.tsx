import type { Comparison } from '@blivion/shared/adspy';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComparisonChart } from './comparison-chart';

/** jsdom lays nothing out: the chart's container is told it measures 600 × 320. */
class SizedObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 600, height: 320, top: 0, left: 0, x: 0, y: 0, right: 600, bottom: 320 };
    this.callback([{ target, contentRect } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

const dates = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];

/** Per series, in order: its line's visible segments (a move then a line or curve) and its dots. */
function drawn(comparison: Comparison) {
  const { container } = render(<ComparisonChart comparison={comparison} />);
  const curves = [...container.querySelectorAll('.recharts-line-curve')];
  const dots = [...container.querySelectorAll('.recharts-line-dots')];
  expect(curves).toHaveLength(comparison.series.length);
  return curves.map((curve, index) => ({
    segments: (curve.getAttribute('d') ?? '').match(/M[^MZ]*[LC]/g)?.length ?? 0,
    dots: dots[index]?.querySelectorAll('circle').length ?? 0,
  }));
}

describe("'Comparativo' chart", () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', SizedObserver);
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  });

  it('draws a lone day of counts as a dot, and keeps a gap a gap', () => {
    const result = drawn({
      days: 30,
      dates,
      series: [
        // Only one day of history.
        { id: '1', name: 'Zeta Modas', counts: [null, null, null, null, 12] },
        // Two runs split by a missing day, then a lone count at the start: two segments and one dot.
        { id: '2', name: 'Alfa Suplementos', counts: [40, null, 30, 31, null] },
        // Counts every day: one segment, no dot.
        { id: '3', name: 'Beta Cosméticos', counts: [1, 2, 3, 4, 5] },
      ],
    });
    expect(result).toEqual([
      { segments: 0, dots: 1 },
      { segments: 1, dots: 1 },
      { segments: 1, dots: 0 },
    ]);
  });
});
