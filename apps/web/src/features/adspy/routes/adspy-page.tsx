import { adSpy } from '@blivion/shared/i18n/pt-BR';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { QueryError } from '@/components/feedback/query-error';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isStaffMember, useMe } from '@/lib/me';
import { addCatalogueSections } from '@/lib/translations';
import { useAdSpyStatus } from '../api/get-status';
import { AdSpyToolbar } from '../components/adspy-toolbar';
import { LibraryPanel } from '../components/library/library-panel';
import { useAdSpyParams } from '../lib/use-adspy-params';

addCatalogueSections({ adSpy });

// The competitors' tab (its menus and dialogs need Radix) loads when opened: the library is the
// page's first view (decision 0140).
const CompetitorsPanel = lazy(() =>
  import('../components/competitors/competitors-panel').then((module) => ({ default: module.CompetitorsPanel })),
);

/** /adspy: the Meta Ad Library ('Biblioteca') and the member's competitors ('Concorrentes'). */
export default function AdSpyPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const params = useAdSpyParams();
  const status = useAdSpyStatus();
  useDocumentTitle(t('adSpy.title'));
  if (!me) return null;

  const staff = isStaffMember(me);
  const switchedOff = !me.features.adSpyEnabled;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('adSpy.title')}</h1>
          {switchedOff && (
            <Badge variant="secondary" title={t('adSpy.disabledNotice')}>
              {t('adSpy.devBadge')}
            </Badge>
          )}
        </div>
        <p className="text-muted-foreground">{t('adSpy.subtitle')}</p>
        {switchedOff && staff && <p className="text-sm text-muted-foreground">{t('adSpy.disabledNotice')}</p>}
      </div>
      <AdSpyToolbar params={params} status={status.data} staff={staff} />
      {status.isError ? (
        <QueryError error={status.error} title={t('adSpy.statusError')} onRetry={() => void status.refetch()} />
      ) : (
        <Tabs
          value={params.tab}
          onValueChange={(value) => params.setTab(value === 'competitors' ? 'competitors' : 'library')}
          className="flex flex-col gap-4"
        >
          <TabsList aria-label={t('adSpy.tabs.label')}>
            <TabsTrigger value="library">{t('adSpy.tabs.library')}</TabsTrigger>
            <TabsTrigger value="competitors">{t('adSpy.tabs.competitors')}</TabsTrigger>
          </TabsList>
          <TabsContent value="library">
            <LibraryPanel filters={params.filters} status={status.data} onSearch={params.setQuery} />
          </TabsContent>
          <TabsContent value="competitors">
            <Suspense fallback={<PageSpinner />}>
              <CompetitorsPanel
                view={params.view}
                onViewChange={params.setView}
                search={params.filters.q}
                hasToken={!!status.data?.canFetch}
              />
            </Suspense>
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
