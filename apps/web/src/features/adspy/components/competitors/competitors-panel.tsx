import { Plus, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { foldText } from '@blivion/shared/core';
import { useCompetitors } from '../../api/competitors';
import type { Competitor } from '@blivion/shared/adspy';
import { ADSPY_JUMP_MIN_ADS, ADSPY_JUMP_PERCENT } from '@blivion/shared/core';
import type { CompetitorsView } from '../../lib/use-adspy-params';
import { CompetitorCards, CompetitorCardsSkeleton } from './competitor-cards';
import { CompetitorsTable } from './competitors-table';

const AddCompetitorDialog = lazy(() => import('./add-competitor-dialog'));
const CountDialog = lazy(() => import('./count-dialog'));
const DeleteCompetitorDialog = lazy(() => import('./delete-competitor-dialog'));
// recharts (about 100 KB) loads with this tab only.
const ComparisonTab = lazy(() => import('./comparison-tab'));

type OpenDialog = { kind: 'add' } | { kind: 'count' | 'delete'; competitor: Competitor } | null;

export interface CompetitorActions {
  onCount: (competitor: Competitor) => void;
  onDelete: (competitor: Competitor) => void;
}

/** 'Concorrentes': the member's competitors as 'Cartões', 'Tabela' or 'Comparativo', and their dialogs. */
export function CompetitorsPanel({
  view,
  onViewChange,
  search,
  hasToken,
}: {
  view: CompetitorsView;
  onViewChange: (view: CompetitorsView) => void;
  search: string;
  hasToken: boolean;
}) {
  const { t } = useTranslation();
  const competitors = useCompetitors();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const all = competitors.data?.items ?? [];
  const words = foldText(search).trim();
  const shown = words ? all.filter((item) => foldText(`${item.name} ${item.industry}`).includes(words)) : all;
  const actions: CompetitorActions = {
    onCount: (competitor) => setDialog({ kind: 'count', competitor }),
    onDelete: (competitor) => setDialog({ kind: 'delete', competitor }),
  };
  const close = (open: boolean) => !open && setDialog(null);

  const list = (render: (items: Competitor[]) => React.ReactNode) => {
    if (competitors.isPending) return <CompetitorCardsSkeleton />;
    if (competitors.isError)
      return (
        <QueryError
          error={competitors.error}
          title={t('adSpy.competitors.loadError')}
          onRetry={() => void competitors.refetch()}
        />
      );
    if (shown.length === 0)
      return (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <Users className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">{t('adSpy.competitors.empty')}</p>
          {!words && <p className="text-sm text-muted-foreground">{t('adSpy.competitors.emptyHint')}</p>}
        </div>
      );
    return render(shown);
  };

  return (
    <section className="flex flex-col gap-4" aria-label={t('adSpy.tabs.competitors')}>
      {!hasToken && <p className="rounded-lg border bg-muted/40 p-4 text-sm">{t('adSpy.noToken')}</p>}
      <p className="text-sm text-muted-foreground">
        {t('adSpy.competitors.jumpNote', { percent: ADSPY_JUMP_PERCENT, minAds: ADSPY_JUMP_MIN_ADS })}
      </p>
      <Tabs
        value={view}
        onValueChange={(value) => onViewChange(value as CompetitorsView)}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label={t('adSpy.competitors.tabs.label')}>
            <TabsTrigger value="cards">{t('adSpy.competitors.tabs.cards')}</TabsTrigger>
            <TabsTrigger value="table">{t('adSpy.competitors.tabs.table')}</TabsTrigger>
            <TabsTrigger value="comparison">{t('adSpy.competitors.tabs.comparison')}</TabsTrigger>
          </TabsList>
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <Plus aria-hidden="true" />
            {t('adSpy.competitors.add')}
          </Button>
        </div>
        <TabsContent value="cards">
          {list((items) => (
            <CompetitorCards items={items} actions={actions} hasToken={hasToken} />
          ))}
        </TabsContent>
        <TabsContent value="table">
          {list((items) => (
            <CompetitorsTable items={items} actions={actions} />
          ))}
        </TabsContent>
        <TabsContent value="comparison">
          {list((items) => (
            <Suspense fallback={<CompetitorCardsSkeleton />}>
              <ComparisonTab competitors={items} />
            </Suspense>
          ))}
        </TabsContent>
      </Tabs>
      <Suspense fallback={null}>
        {dialog?.kind === 'add' && <AddCompetitorDialog hasToken={hasToken} onOpenChange={close} />}
        {dialog?.kind === 'count' && (
          <CountDialog competitor={dialog.competitor} hasToken={hasToken} onOpenChange={close} />
        )}
        {dialog?.kind === 'delete' && <DeleteCompetitorDialog competitor={dialog.competitor} onOpenChange={close} />}
      </Suspense>
    </section>
  );
}
