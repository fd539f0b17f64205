import { ExternalLink, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useRefreshCompetitor } from '../../api/competitors';
import type { Competitor } from '@blivion/shared/adspy';
import { lastErrorText, SMALL_FIGURES } from '../../lib/figures';
import type { CompetitorActions } from './competitors-panel';
import { Figure, SourceLine } from './competitor-figures';
import { IconAction } from './icon-action';
import { RefreshSplitButton } from './refresh-split-button';
import { TrendSparkline } from './trend-sparkline';
import { adSpyErrorText } from '../../lib/error-text';

function CompetitorCard({
  competitor,
  actions,
  hasToken,
}: {
  competitor: Competitor;
  actions: CompetitorActions;
  hasToken: boolean;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshCompetitor();
  const named = { name: competitor.name };
  const refreshNow = () =>
    refresh.mutate(competitor.id, {
      onSuccess: () => toast.success(t('adSpy.toasts.updatedTitle'), { description: competitor.name }),
      onError: (error) =>
        toast.error(t('adSpy.toasts.updateErrorTitle'), {
          description: adSpyErrorText(t, error, 'adSpy.toasts.updateErrorMessage'),
        }),
    });
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{competitor.name}</h3>
          <Badge variant="outline" className="mt-1">
            {competitor.industry}
          </Badge>
        </div>
        {competitor.adLibraryUrl && (
          <a
            href={competitor.adLibraryUrl}
            target="_blank"
            rel="noreferrer noopener"
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            aria-label={t('adSpy.competitors.openLibraryOf', named)}
            title={t('adSpy.competitors.openLibrary')}
          >
            <ExternalLink aria-hidden="true" />
          </a>
        )}
      </div>
      <div>
        <p className="text-3xl font-bold">
          <Figure competitor={competitor} name="activeAds" />
        </p>
        <p className="text-sm text-muted-foreground">{t('adSpy.competitors.columns.activeAds')}</p>
        <SourceLine competitor={competitor} />
      </div>
      <TrendSparkline counts={competitor.trend} />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {SMALL_FIGURES.map((name) => (
          <div key={name}>
            <dt className="text-muted-foreground">{t(`adSpy.competitors.columns.${name}`)}</dt>
            <dd className="font-medium">
              <Figure competitor={competitor} name={name} />
            </dd>
          </div>
        ))}
      </dl>
      {competitor.lastError && (
        <p className="text-xs text-destructive-text">
          {t('adSpy.competitors.lastError', { message: lastErrorText(t, competitor.lastError) })}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <RefreshSplitButton
          name={competitor.name}
          hasToken={hasToken}
          pending={refresh.isPending}
          onRefresh={refreshNow}
          onCount={() => actions.onCount(competitor)}
        />
        <IconAction
          icon={Trash2}
          label={t('adSpy.competitors.deleteNamed', named)}
          onClick={() => actions.onDelete(competitor)}
        />
      </div>
    </article>
  );
}

/** 'Cartões': one card per competitor with its figures and where they come from. */
export function CompetitorCards({
  items,
  actions,
  hasToken,
}: {
  items: Competitor[];
  actions: CompetitorActions;
  hasToken: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('adSpy.competitors.listLabel')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((competitor) => (
        <li key={competitor.id}>
          <CompetitorCard competitor={competitor} actions={actions} hasToken={hasToken} />
        </li>
      ))}
    </ul>
  );
}

export function CompetitorCardsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">{t('common.loading')}</span>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex h-72 animate-pulse flex-col gap-3 rounded-xl border bg-card p-5"
        >
          <div className="h-5 w-1/2 rounded bg-muted" />
          <div className="h-4 w-24 rounded bg-muted" />
          <div className="h-9 w-20 rounded bg-muted" />
          <div className="grid flex-1 grid-cols-2 gap-3">
            {[0, 1, 2, 3].map((cell) => (
              <div key={cell} className="h-10 rounded bg-muted" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
