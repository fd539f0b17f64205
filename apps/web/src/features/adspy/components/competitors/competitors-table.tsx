import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import type { Competitor } from '@blivion/shared/adspy';
import { SMALL_FIGURES } from '../../lib/figures';
import { sortCompetitors, type SortColumn, type SortState } from '../../lib/sort-competitors';
import type { CompetitorActions } from './competitors-panel';
import { IconAction } from './icon-action';
import { Figure, sourceKey } from './competitor-figures';

/** The figures' columns follow SMALL_FIGURES, the order their cells are written in. */
const COLUMNS: SortColumn[] = ['name', 'industry', 'activeAds', ...SMALL_FIGURES, 'lastActivity'];

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: SortColumn;
  sort: SortState;
  onSort: (column: SortColumn) => void;
}) {
  const { t } = useTranslation();
  const active = sort.column === column;
  const Icon = sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t(`adSpy.competitors.columns.${column}`)}
        {active && <Icon className="size-3.5" aria-hidden="true" />}
      </button>
    </TableHead>
  );
}

/** 'Tabela': every competitor in one row, sortable by any column (empty figures last either way). */
export function CompetitorsTable({ items, actions }: { items: Competitor[]; actions: CompetitorActions }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<SortState>({ column: 'activeAds', direction: 'desc' });
  const rows = sortCompetitors(items, sort);
  const onSort = (column: SortColumn) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: column === 'name' || column === 'industry' ? 'asc' : 'desc' },
    );
  return (
    <Table aria-label={t('adSpy.competitors.tableLabel')}>
      <thead>
        <TableRow>
          {COLUMNS.map((column) => (
            <SortHeader key={column} column={column} sort={sort} onSort={onSort} />
          ))}
          <TableHead>{t('adSpy.competitors.columns.actions')}</TableHead>
        </TableRow>
      </thead>
      <tbody>
        {rows.map((competitor) => {
          const named = { name: competitor.name };
          return (
            <TableRow key={competitor.id}>
              <TableCell className="font-medium">{competitor.name}</TableCell>
              <TableCell>{competitor.industry}</TableCell>
              <TableCell>
                <Figure competitor={competitor} name="activeAds" />
                {sourceKey(competitor) && (
                  <span className="block text-xs text-muted-foreground">{t(sourceKey(competitor)!)}</span>
                )}
              </TableCell>
              {SMALL_FIGURES.map((name) => (
                <TableCell key={name}>
                  <Figure competitor={competitor} name={name} />
                </TableCell>
              ))}
              <TableCell className="whitespace-nowrap">
                {formatDate(competitor.lastActivityAt, t('common.dateTimeFormat')) ?? t('adSpy.competitors.noHistory')}
              </TableCell>
              <TableCell>
                <div className="flex gap-1">
                  <IconAction
                    icon={Pencil}
                    label={t('adSpy.competitors.updateCountNamed', named)}
                    onClick={() => actions.onCount(competitor)}
                  />
                  <IconAction
                    icon={Trash2}
                    label={t('adSpy.competitors.deleteNamed', named)}
                    onClick={() => actions.onDelete(competitor)}
                  />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </tbody>
    </Table>
  );
}
