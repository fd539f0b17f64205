import type { LeaderboardPeriod } from '@blivion/shared/forum';
import { ArrowLeft, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InlineError } from '@/components/feedback/inline-status';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLeaderboard } from '../api/members';
import { RankingRow } from '../components/ranking-row';
import { Skeleton } from '@/components/ui/skeleton';

const l = 'features.community.leaderboard';
const PERIODS: readonly LeaderboardPeriod[] = ['7d', '30d', 'month', 'all'];
/** The catalogue key of each period's tab. */
const LABEL: Record<LeaderboardPeriod, string> = { '7d': 'week', '30d': 'days30', month: 'month', all: 'all' };

/** The period in the address ('?periodo=7d'); 'Blivion do Mês' without one. */
function periodOf(value: string | null): LeaderboardPeriod {
  return PERIODS.find((period) => period === value) ?? 'month';
}

function Board({ period }: { period: LeaderboardPeriod }) {
  const { t } = useTranslation();
  const board = useLeaderboard(period);
  if (board.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-14 rounded-lg" />
        ))}
      </div>
    );
  }
  if (board.isError) return <InlineError message={t(`${l}.loadError`)} onRetry={() => void board.refetch()} />;
  const items = board.data.pages.flatMap((page) => page.items);
  const ids = new Set(items.map((item) => item.userId));
  // The own place from the latest page, unless the member is already in the list shown.
  const me = board.data.pages.at(-1)?.me ?? null;
  const pinned = me && !ids.has(me.userId) ? me : null;
  return (
    <div className="flex flex-col gap-3">
      {pinned && (
        <div className="flex flex-col gap-1 rounded-lg border border-primary/40 p-1">
          <p className="px-2 pt-1 text-xs font-semibold text-muted-foreground uppercase">
            {t(`${l}.yourPlace`, { rank: pinned.rank })}
          </p>
          <RankingRow entry={pinned} level={pinned.level} mine />
        </div>
      )}
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t(`${l}.empty`)}
        </p>
      ) : (
        <ol className="flex flex-col gap-1" aria-label={t(`${l}.listLabel`, { period: t(`${l}.${LABEL[period]}`) })}>
          {items.map((entry) => (
            <li key={entry.userId}>
              <RankingRow
                entry={entry}
                level={entry.level}
                winner={period === 'month' && entry.rank === 1}
                mine={entry.userId === me?.userId}
              />
            </li>
          ))}
        </ol>
      )}
      {(period === '7d' || period === '30d') && <p className="text-xs text-muted-foreground">{t(`${l}.windowNote`)}</p>}
      {board.hasNextPage && (
        <LoadMoreButton
          loading={board.isFetchingNextPage}
          loadingLabel={t('common.loading')}
          onClick={() => void board.fetchNextPage()}
          className="self-center max-sm:h-11"
        >
          {t(`${l}.loadMore`)}
        </LoadMoreButton>
      )}
    </div>
  );
}

/**
 * /forum/ranking: the last 7 and 30 days, 'Blivion do Mês' and 'Elite Blivion', paged, with the
 * member's own place pinned.
 */
export default function RankingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('periodo'));
  useDocumentTitle(t(`${l}.title`));
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <Link
        to="/forum"
        className="inline-flex min-h-11 items-center gap-1 self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('features.forum.post.back')}
      </Link>
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <Trophy className="size-6 text-amber-500" aria-hidden="true" />
          {t(`${l}.title`)}
        </h1>
        <p className="text-muted-foreground">{t(`${l}.description`)}</p>
      </div>
      <Tabs
        value={period}
        onValueChange={(value) => setParams(value === 'month' ? {} : { periodo: value }, { replace: true })}
        className="flex flex-col gap-4"
      >
        <TabsList aria-label={t(`${l}.tabsLabel`)} className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
          {PERIODS.map((value) => (
            <TabsTrigger key={value} value={value} className="min-h-9 px-2 pointer-coarse:min-h-11">
              {t(`${l}.${LABEL[value]}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {PERIODS.map((value) => (
          <TabsContent key={value} value={value}>
            <Board period={value} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
