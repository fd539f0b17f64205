import type { RankingPeriod } from '@blivion/shared/forum';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/feedback/inline-status';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRanking } from '../api/get-ranking';
import { RankingRow } from './ranking-row';
import { Skeleton } from '@/components/ui/skeleton';

const r = 'features.forum.ranking';

function RankingList({ period }: { period: RankingPeriod }) {
  const { t } = useTranslation();
  const ranking = useRanking(period);
  if (ranking.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2 py-1">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 rounded-lg" />
        ))}
      </div>
    );
  }
  if (ranking.isError) {
    return <InlineError message={t(`${r}.loadError`)} onRetry={() => void ranking.refetch()} className="py-2" />;
  }
  const { items, me, weights } = ranking.data;
  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {t(`${r}.empty`)}
        </p>
      ) : (
        <ol className="flex flex-col gap-1" aria-label={t(`${r}.listLabel`)}>
          {items.map((entry) => (
            <li key={entry.userId}>
              <RankingRow entry={entry} winner={period === 'month' && entry.rank === 1} />
            </li>
          ))}
        </ol>
      )}
      {me && (
        <div className="flex flex-col gap-1 border-t pt-3">
          <p className="px-2 text-xs font-semibold text-muted-foreground uppercase">{t(`${r}.you`)}</p>
          <RankingRow entry={me} mine />
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        {t(`${r}.weights`, {
          topic: weights.topic,
          reply: weights.reply,
          like: weights.likeReceived,
          lesson: weights.lessonCompleted,
        })}
      </p>
    </div>
  );
}

/** The sidebar ranking: 'Blivion do Mês' (this month, rank 1 is the winner) and 'Elite Blivion' (all time). */
export function RankingCard() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<RankingPeriod>('month');
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Trophy className="size-5 text-amber-500" aria-hidden="true" />
          {t(`${r}.title`)}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs
          value={period}
          onValueChange={(value) => setPeriod(value as RankingPeriod)}
          className="flex flex-col gap-3"
        >
          <TabsList aria-label={t(`${r}.tabsLabel`)} className="grid w-full grid-cols-2">
            <TabsTrigger value="month" className="px-2">
              {t(`${r}.monthly`)}
            </TabsTrigger>
            <TabsTrigger value="all" className="px-2">
              {t(`${r}.allTime`)}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="month">
            <RankingList period="month" />
          </TabsContent>
          <TabsContent value="all">
            <RankingList period="all" />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
