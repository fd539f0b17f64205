import type { CreditEntry } from '@blivion/shared/ai';
import { useTranslation } from 'react-i18next';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Table, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatDate, formatNumber } from '@/lib/format';
import { useCreditUsage } from '../../api/get-credit-usage';

const h = 'aiLab.credits.history';

/** Each change of a balance: date, kind, model or reason, tokens, credits and the balance after. */
export function CreditHistory({ memberId = null, label }: { memberId?: string | null; label?: string }) {
  const { t } = useTranslation();
  const usage = useCreditUsage(memberId);
  if (usage.isPending) return <InlineLoading />;
  if (usage.isError) return <InlineError message={t(`${h}.loadError`)} onRetry={() => void usage.refetch()} />;
  const entries = usage.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t(`${h}.empty`)}</p>;

  const details = (entry: CreditEntry) => {
    if (entry.kind === 'usage') return entry.modelName ?? '';
    if (entry.reason && entry.actorName) return t(`${h}.by`, { reason: entry.reason, name: entry.actorName });
    return entry.reason ?? '';
  };
  return (
    <div className="flex flex-col gap-3">
      <Table aria-label={label ?? t(`${h}.label`)} scrollLabel={label ?? t(`${h}.label`)}>
        <thead>
          <TableRow>
            <TableHead>{t(`${h}.date`)}</TableHead>
            <TableHead>{t(`${h}.kind`)}</TableHead>
            <TableHead>{t(`${h}.details`)}</TableHead>
            <TableHead className="text-right">{t(`${h}.tokens`)}</TableHead>
            <TableHead className="text-right">{t(`${h}.credits`)}</TableHead>
            <TableHead className="text-right">{t(`${h}.balanceAfter`)}</TableHead>
          </TableRow>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="whitespace-nowrap">{formatDate(entry.createdAt, 'dd/MM/yyyy HH:mm')}</TableCell>
              <TableCell>{t(`${h}.kinds.${entry.kind}`)}</TableCell>
              <TableCell className="max-w-xs truncate">{details(entry)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {entry.inputTokens === null
                  ? ''
                  : t(`${h}.tokenCounts`, {
                      input: formatNumber(entry.inputTokens),
                      output: formatNumber(entry.outputTokens ?? 0),
                    })}
              </TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                {entry.amount > 0 ? `+${formatNumber(entry.amount)}` : formatNumber(entry.amount)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(entry.balanceAfter)}</TableCell>
            </TableRow>
          ))}
        </tbody>
      </Table>
      {usage.hasNextPage && (
        <LoadMoreButton
          loading={usage.isFetchingNextPage}
          loadingLabel={t(`${h}.loadingMore`)}
          onClick={() => void usage.fetchNextPage()}
        >
          {t(`${h}.loadMore`)}
        </LoadMoreButton>
      )}
    </div>
  );
}
