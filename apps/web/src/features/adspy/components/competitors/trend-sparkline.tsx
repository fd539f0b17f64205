import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { signed } from '../../lib/figures';
import { sparklinePath, trendOf, type TrendDirection } from '../../lib/trend';

const WIDTH = 120;
const HEIGHT = 32;

const STYLES: Record<TrendDirection, { color: string; icon: typeof ArrowUpRight }> = {
  up: { color: 'text-success', icon: ArrowUpRight },
  down: { color: 'text-destructive-text', icon: ArrowDownRight },
  flat: { color: 'text-muted-foreground', icon: ArrowRight },
};

/**
 * A competitor's daily counts as a small inline SVG line (no chart library in the cards' chunk):
 * green with an up arrow when the period ends above where it began, red with a down arrow when
 * below; the sentence that says so is the figure's accessible name, so colour is never alone.
 */
export function TrendSparkline({ counts }: { counts: ReadonlyArray<number | null> }) {
  const { t } = useTranslation();
  const days = counts.length;
  const trend = trendOf(counts);
  const { d, dots } = sparklinePath(counts, WIDTH, HEIGHT);
  const style = trend.direction ? STYLES[trend.direction] : null;
  const Icon = style?.icon;
  const label =
    trend.direction && trend.from !== null && trend.to !== null
      ? t(`adSpy.trend.${trend.direction}`, { from: formatNumber(trend.from), to: formatNumber(trend.to), days })
      : t('adSpy.trend.none', { days });
  const change = trend.from !== null && trend.to !== null ? trend.to - trend.from : null;

  return (
    <figure
      className={cn('flex items-center gap-3', style?.color ?? 'text-muted-foreground')}
      data-trend={trend.direction ?? 'none'}
      title={label}
    >
      <svg
        viewBox={`-2 -2 ${WIDTH + 4} ${HEIGHT + 4}`}
        width={WIDTH}
        height={HEIGHT}
        className="h-8 w-28 shrink-0 overflow-visible"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-border" strokeWidth={1} />
        {d && (
          <path
            d={d}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        )}
        {dots.map((dot) => (
          <circle key={`${dot.x}-${dot.y}`} cx={dot.x} cy={dot.y} r={2} fill="currentColor" />
        ))}
      </svg>
      <figcaption className="flex min-w-0 items-center gap-1 text-sm font-medium">
        {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
        {change !== null && (
          <span aria-hidden="true" className="tabular-nums">
            {signed(change)}
          </span>
        )}
        <span className="sr-only">{label}</span>
      </figcaption>
    </figure>
  );
}
