import { useTranslation } from 'react-i18next';
import { Table, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatDate, formatNumber } from '@/lib/format';
import type { Comparison } from '@blivion/shared/adspy';
import { chartRows, seriesKey } from '../../lib/comparison-rows';

/** The chart's numbers as a table, newest day first: what a screen reader reads instead of the drawing. */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation();
  const { series } = comparison;
  const rows = chartRows(comparison).reverse();
  return (
    <div
      role="region"
      tabIndex={0}
      aria-label={t('adSpy.comparison.tableLabel')}
      className="max-h-96 overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Table>
        <caption className="sr-only">{t('adSpy.comparison.tableLabel')}</caption>
        <thead className="sticky top-0 bg-card">
          <TableRow>
            <TableHead>{t('adSpy.comparison.date')}</TableHead>
            {series.map((item) => (
              <TableHead key={item.id}>{item.name}</TableHead>
            ))}
          </TableRow>
        </thead>
        <tbody>
          {rows.map((row) => (
            <TableRow key={row.date}>
              <TableHead scope="row" className="font-normal text-foreground">
                {formatDate(row.date, t('common.dateFormat'))}
              </TableHead>
              {series.map((item) => {
                const value = row[seriesKey(item.id)];
                return (
                  <TableCell key={item.id} className="tabular-nums">
                    {typeof value === 'number' ? formatNumber(value) : t('adSpy.comparison.noSnapshot')}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
