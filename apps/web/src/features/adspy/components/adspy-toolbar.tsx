import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, RefreshCw, RotateCcw, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DebouncedSearch } from '@/components/ui/debounced-search';
import { toast } from '@/lib/toast';
import { adSpyKeys } from '../api/query-keys';
import { useRotateToken } from '../api/tokens';
import type { AdSpyStatus } from '@blivion/shared/adspy';
import { useRefreshCompetitors } from '../lib/use-refresh-competitors';
import type { useAdSpyParams } from '../lib/use-adspy-params';
import { adSpyErrorText } from '../lib/error-text';

// The dialogs bring the form libraries; they load when first opened.
const FiltersDialog = lazy(() => import('./library/filters-dialog'));
const TokensDialog = lazy(() => import('./tokens/tokens-dialog'));

type Params = ReturnType<typeof useAdSpyParams>;

/** The search box and the page's actions: 'Atualizar', 'Alternar Token (n/total)', 'Filtros avançados', the tokens. */
export function AdSpyToolbar({ params, status, staff }: { params: Params; status?: AdSpyStatus; staff: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rotate = useRotateToken();
  const refreshCompetitors = useRefreshCompetitors();
  const [dialog, setDialog] = useState<'filters' | 'tokens' | null>(null);
  const [refreshingLibrary, setRefreshingLibrary] = useState(false);
  const onLibrary = params.tab === 'library';
  const refreshing = onLibrary ? refreshingLibrary : refreshCompetitors.running;
  const current = staff ? status?.currentToken : null;

  const refresh = async () => {
    if (!onLibrary) return refreshCompetitors.run(!!status?.canFetch);
    setRefreshingLibrary(true);
    await queryClient.refetchQueries({ queryKey: adSpyKeys.libraries, type: 'active' });
    await queryClient.invalidateQueries({ queryKey: adSpyKeys.status });
    setRefreshingLibrary(false);
  };

  const rotateToken = () =>
    rotate.mutate(undefined, {
      onSuccess: ({ currentPosition, total }) =>
        toast.success(t('adSpy.toasts.tokenRotatedTitle'), {
          description: t('adSpy.toasts.tokenRotatedMessage', { current: currentPosition, total }),
        }),
      onError: (error) =>
        toast.error(t('adSpy.toasts.tokenRotateErrorTitle'), {
          description: adSpyErrorText(t, error, 'adSpy.toasts.tokenRotateErrorMessage'),
        }),
    });

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <DebouncedSearch
        query={params.filters.q}
        onSearch={params.setQuery}
        className="lg:w-96"
        maxLength={100}
        placeholder={t(onLibrary ? 'adSpy.searchPlaceholder' : 'adSpy.competitors.searchPlaceholder')}
        aria-label={t(onLibrary ? 'adSpy.searchLabel' : 'adSpy.competitors.searchLabel')}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => void refresh()}
          disabled={refreshing}
          aria-busy={refreshing || undefined}
        >
          <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
          {refreshing ? t('adSpy.refreshing') : t('adSpy.refresh')}
        </Button>
        {current && (
          <Button variant="outline" onClick={rotateToken} disabled={rotate.isPending || current.total < 2}>
            <RotateCcw aria-hidden="true" />
            {t('adSpy.rotateToken', { current: current.position, total: current.total })}
          </Button>
        )}
        {onLibrary && (
          <Button variant="outline" onClick={() => setDialog('filters')}>
            <SlidersHorizontal aria-hidden="true" />
            {t('adSpy.advancedFilters')}
            {params.activeFilters > 0 && (
              <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
                <span className="sr-only">{t('adSpy.filters.activeCount', { count: params.activeFilters })}</span>
                <span aria-hidden="true">{params.activeFilters}</span>
              </span>
            )}
          </Button>
        )}
        {staff && (
          <Button variant="outline" onClick={() => setDialog('tokens')}>
            <KeyRound aria-hidden="true" />
            {t('adSpy.tokens.manage')}
          </Button>
        )}
      </div>
      <Suspense fallback={null}>
        {dialog === 'filters' && (
          <FiltersDialog filters={params.filters} onApply={params.setFilters} onOpenChange={() => setDialog(null)} />
        )}
        {dialog === 'tokens' && <TokensDialog onOpenChange={() => setDialog(null)} />}
      </Suspense>
    </div>
  );
}
