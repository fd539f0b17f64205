import { useTranslation } from 'react-i18next';
import { Table, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatDate, formatNumber } from '@/lib/format';
import type { Comparison } from '@blivion/shared/adspy';
import { seriesKey, tableRows } from '../../lib/comparison-rows';

/**
 * The chart's numbers as a table, newest day first: what a screen reader reads instead of the
 * drawing. Runs of days without any count are one row ('sem registros de dd/MM a dd/MM').
 */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation();
  const { series } = comparison;
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
          {tableRows(comparison).map((entry) =>
            entry.kind === 'gap' ? (
              <TableRow key={entry.to.date}>
                <TableCell colSpan={series.length + 1} className="text-muted-foreground italic">
                  {entry.from.date === entry.to.date
                    ? t('adSpy.comparison.noRecordsOn', { date: entry.to.label })
                    : t('adSpy.comparison.noRecordsBetween', { from: entry.from.label, to: entry.to.label })}
                </TableCell>
              </TableRow>
            ) : (
              <TableRow key={entry.row.date}>
                <TableHead scope="row" className="font-normal text-foreground">
                  {formatDate(entry.row.date, t('common.dateFormat'))}
                </TableHead>
                {series.map((item) => {
                  const value = entry.row[seriesKey(item.id)];
                  return (
                    <TableCell key={item.id} className="tabular-nums">
                      {typeof value === 'number' ? formatNumber(value) : t('adSpy.comparison.noSnapshot')}
                    </TableCell>
                  );
                })}
              </TableRow>
            ),
          )}
        </tbody>
      </Table>
    </div>
  );
}
