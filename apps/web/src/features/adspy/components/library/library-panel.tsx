import { Info, KeyRound, SearchX } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { useStoredBoolean } from '@/hooks/use-stored-boolean';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useLibrary } from '../../api/search-ads';
import type { AdSpyStatus, LibraryAd } from '@blivion/shared/adspy';
import { adSpyErrorText } from '../../lib/error-text';
import type { LibraryFilters } from '../../lib/use-adspy-params';
import { AdCard, AdCardSkeleton } from './ad-card';
import { CompetitorSuggestions } from './competitor-suggestions';

const SaveAdDialog = lazy(() => import('../swipe-files/save-ad-dialog'));
const SwipeFilesDialog = lazy(() => import('../swipe-files/swipe-files-dialog'));

function Notice({ icon: Icon, children }: { icon: typeof Info; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">{children}</p>
    </div>
  );
}

function ViewToggle({ list, onChange }: { list: boolean; onChange: (list: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('adSpy.view.label')} className="flex gap-1 rounded-md bg-muted p-1">
      {[false, true].map((asList) => (
        <Button
          key={String(asList)}
          size="sm"
          variant={list === asList ? 'secondary' : 'ghost'}
          aria-pressed={list === asList}
          onClick={() => onChange(asList)}
        >
          {t(asList ? 'adSpy.view.list' : 'adSpy.view.grid')}
        </Button>
      ))}
    </div>
  );
}

/** 'Biblioteca': the coverage note, the ads for the words and filters, grid or list, 'Carregar mais anúncios'. */
export function LibraryPanel({
  filters,
  status,
  onSearch,
}: {
  filters: LibraryFilters;
  status: AdSpyStatus | undefined;
  onSearch: (words: string) => void;
}) {
  const { t } = useTranslation();
  const [list, setList] = useStoredBoolean('adspy.listView', false);
  const [saving, setSaving] = useState<LibraryAd | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const library = useLibrary(filters, !!status?.canFetch && filters.q !== '');
  const items = library.data?.pages.flatMap((page) => page.ads) ?? [];
  const lastPage = library.data?.pages.at(-1);
  const failed = library.isError && items.length === 0;

  // The toast says it once per failure; the inline message stays with its retry button.
  const toastedFor = useRef<unknown>(null);
  useEffect(() => {
    if (!library.isError || toastedFor.current === library.error) return;
    toastedFor.current = library.error;
    toast.error(t('adSpy.library.loadErrorTitle'), { description: t('adSpy.library.loadErrorMessage') });
  }, [library.isError, library.error, t]);

  let body: React.ReactNode;
  if (status?.tokenCount === 0) body = <Notice icon={KeyRound}>{t('adSpy.noToken')}</Notice>;
  else if (status && !status.canFetch) body = <Notice icon={KeyRound}>{t('adSpy.apiErrors.tokensInvalid')}</Notice>;
  else if (status && filters.q === '') {
    body = (
      <div className="flex flex-col gap-4">
        <Notice icon={Info}>{t('adSpy.library.searchPrompt')}</Notice>
        <CompetitorSuggestions onSearch={onSearch} />
      </div>
    );
  } else if (!status || library.isPending) {
    body = (
      <div role="status" className={cn('grid gap-4', !list && 'sm:grid-cols-2 xl:grid-cols-3')}>
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <AdCardSkeleton key={index} list={list} />
        ))}
      </div>
    );
  } else if (failed) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <p className="font-semibold">{t('adSpy.library.inlineError')}</p>
        <p className="text-sm text-muted-foreground">
          {adSpyErrorText(t, library.error, 'adSpy.library.loadErrorMessage')}
        </p>
        <Button variant="outline" onClick={() => void library.refetch()}>
          {t('adSpy.library.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) body = <EmptyState>{t('adSpy.library.empty')}</EmptyState>;
  else {
    body = (
      <div className="flex flex-col gap-4">
        <ul
          aria-label={t('adSpy.library.resultsLabel')}
          aria-busy={library.isPlaceholderData}
          className={cn('grid gap-4', !list && 'sm:grid-cols-2 xl:grid-cols-3')}
        >
          {items.map((ad) => (
            <li key={ad.id} className="flex">
              <AdCard ad={ad} list={list} onSave={() => setSaving(ad)} />
            </li>
          ))}
        </ul>
        {library.isFetchNextPageError && (
          <p role="alert" className="text-center text-sm text-destructive-text">
            {t('adSpy.library.inlineError')}
          </p>
        )}
        {library.hasNextPage && (
          <LoadMoreButton
            loading={library.isFetchingNextPage}
            loadingLabel={t('adSpy.library.loadingMore')}
            onClick={() => void library.fetchNextPage()}
          >
            {t('adSpy.library.loadMore')}
          </LoadMoreButton>
        )}
      </div>
    );
  }

  return (
    <section className="flex flex-col gap-4" aria-label={t('adSpy.tabs.library')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex max-w-3xl flex-col gap-1 text-sm text-muted-foreground">
          <p>{t('adSpy.sourceNote')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => setBrowsing(true)}>
            {t('adSpy.swipeFiles.title')}
          </Button>
          <ViewToggle list={list} onChange={setList} />
        </div>
      </div>
      {body}
      {lastPage?.fromCache && items.length > 0 && (
        <p className="text-center text-xs text-muted-foreground">
          {t('adSpy.library.fromCache', {
            time: formatDate(lastPage.fetchedAt, 'HH:mm'),
            count: Math.round(lastPage.cacheTtlSeconds / 60),
          })}
        </p>
      )}
      <Suspense fallback={null}>
        {saving && <SaveAdDialog ad={saving} onOpenChange={(open) => !open && setSaving(null)} />}
        {browsing && <SwipeFilesDialog onOpenChange={setBrowsing} />}
      </Suspense>
    </section>
  );
}
