import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Comparison } from '@blivion/shared/adspy';
import { chartRows, loneCountIndexes, seriesKey } from '../../lib/comparison-rows';

/** Colours that read on the light, dark and purple themes; each line also has its own dash, so colour is not the only cue. */
/** What recharts passes to a line's dot renderer (the point's place and its row's index). */
interface DotProps {
  index: number;
  cx?: number | null;
  cy?: number | null;
}

export const SERIES_STYLES = [
  { color: '#8b5cf6', dash: undefined },
  { color: '#f59e0b', dash: '6 3' },
  { color: '#10b981', dash: '2 3' },
  { color: '#3b82f6', dash: '10 4 2 4' },
  { color: '#ef4444', dash: '4 4' },
] as const;

/**
 * The line chart of the chosen competitors' daily active ads (recharts, in this lazily loaded
 * module only). A missing day is a gap in the line; a count with no count on either side (no segment
 * reaches it) is a dot, so every recorded count shows. The table below it carries the same numbers, so
 * the drawing is hidden from assistive technology (and not focusable).
 */
export function ComparisonChart({ comparison }: { comparison: Comparison }) {
  const rows = chartRows(comparison);
  return (
    <div className="h-80 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'currentColor' }} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: 'currentColor' }} width={48} />
          <Tooltip
            contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', borderRadius: 8 }}
          />
          <Legend />
          {comparison.series.map((item, index) => {
            const style = SERIES_STYLES[index % SERIES_STYLES.length]!;
            const key = seriesKey(item.id);
            const lone = loneCountIndexes(rows, key);
            return (
              <Line
                key={item.id}
                type="monotone"
                dataKey={key}
                name={item.name}
                stroke={style.color}
                strokeDasharray={style.dash}
                strokeWidth={2}
                dot={(dot: DotProps) =>
                  lone.has(dot.index) && dot.cx != null && dot.cy != null ? (
                    <circle
                      key={`${key}-${dot.index}`}
                      className="adspy-lone-count"
                      cx={dot.cx}
                      cy={dot.cy}
                      r={4}
                      fill={style.color}
                      stroke={style.color}
                    />
                  ) : (
                    <g key={`${key}-${dot.index}`} />
                  )
                }
                connectNulls={false}
                isAnimationActive={false}
              />
            );
          })}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
