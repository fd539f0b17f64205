import type { MemberCredits } from '@blivion/shared/ai';
import { AI_CREDITS_SEARCH_MAX } from '@blivion/shared/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { SearchInput } from '@/components/ui/search-input';
import { Table, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatNumber } from '@/lib/format';
import { useCreditMembers } from '../../api/admin-list-credit-members';
import { AdminAdjustDialog } from './admin-adjust-dialog';
import { CreditHistory } from './credit-history';

const a = 'aiLab.credits.admin';
type Open = { kind: 'adjust' | 'history'; member: MemberCredits } | null;

/** Usage per member: balance, holds, this month's spending and cap; adjust or open the history. */
export function AdminCreditMembers() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const members = useCreditMembers(q);
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <SearchInput
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t(`${a}.searchPlaceholder`)}
        aria-label={t(`${a}.searchLabel`)}
        maxLength={AI_CREDITS_SEARCH_MAX}
      />
      {members.isPending && <InlineLoading />}
      {members.isError && <InlineError message={t(`${a}.loadError`)} onRetry={() => void members.refetch()} />}
      {members.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">{t(`${a}.empty`)}</p>}
      {items.length > 0 && (
        <Table aria-label={t(`${a}.tableLabel`)}>
          <thead>
            <TableRow>
              <TableHead>{t(`${a}.member`)}</TableHead>
              <TableHead className="text-right">{t(`${a}.available`)}</TableHead>
              <TableHead className="text-right">{t(`${a}.held`)}</TableHead>
              <TableHead className="text-right">{t(`${a}.spent`)}</TableHead>
              <TableHead className="text-right">{t(`${a}.cap`)}</TableHead>
              <TableHead>{t(`${a}.actions`)}</TableHead>
            </TableRow>
          </thead>
          <tbody>
            {items.map((member) => (
              <TableRow key={member.id}>
                <TableCell>
                  <span className="block font-medium">{member.name}</span>
                  <span className="block text-xs text-muted-foreground">{member.email}</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(member.balance - member.held)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(member.held)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(member.spentThisMonth)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {member.monthlyCap === null ? t(`${a}.noCap`) : formatNumber(member.monthlyCap)}
                </TableCell>
                <TableCell>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      onClick={() => setOpen({ kind: 'adjust', member })}
                      aria-label={t(`${a}.adjustLabel`, { name: member.name })}
                    >
                      {t(`${a}.adjust`)}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setOpen({ kind: 'history', member })}
                      aria-label={t(`${a}.historyLabel`, { name: member.name })}
                    >
                      {t(`${a}.history`)}
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </tbody>
        </Table>
      )}
      {members.hasNextPage && (
        <LoadMoreButton
          loading={members.isFetchingNextPage}
          loadingLabel={t(`${a}.loadingMore`)}
          onClick={() => void members.fetchNextPage()}
        >
          {t(`${a}.loadMore`)}
        </LoadMoreButton>
      )}
      {open?.kind === 'adjust' && <AdminAdjustDialog member={open.member} onOpenChange={close} />}
      {open?.kind === 'history' && (
        <Dialog open onOpenChange={close}>
          <DialogContent
            className="max-h-[85vh] overflow-y-auto sm:max-w-4xl"
            title={t(`${a}.historyTitle`, { name: open.member.name })}
            description={t(`${a}.historyDescription`, {
              balance: formatNumber(open.member.balance),
              available: formatNumber(open.member.balance - open.member.held),
            })}
          >
            <CreditHistory memberId={open.member.id} label={t(`${a}.historyTitle`, { name: open.member.name })} />
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}
