import { ExternalLink, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '@/components/ui/button';
import { formatDate, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { LibraryAd } from '@blivion/shared/adspy';
import { daysLive, daysLiveKey } from '../../lib/days-live';
import { ClampedText } from './clamped-text';
import { PagePicture } from './page-picture';
import { PlatformIcons } from './platform-icons';

/** One ad of the library: the page with its picture and days on air, the creative text, platforms, dates, EU reach. */
export function AdCard({ ad, list, onSave }: { ad: LibraryAd; list: boolean; onSave: () => void }) {
  const { t } = useTranslation();
  const pattern = t('common.dateFormat');
  const start = formatDate(ad.startDate, pattern);
  const stop = formatDate(ad.stopDate, pattern);
  const live = daysLive(ad.startDate, ad.stopDate, new Date());
  const title = ad.titles.find((text) => text.trim() !== '');
  const body = ad.bodies.find((text) => text.trim() !== '');
  return (
    <article
      className={cn(
        'flex w-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm',
        list && 'sm:flex-row sm:items-start sm:justify-between',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-center gap-3">
          <PagePicture url={ad.pagePictureUrl} name={ad.pageName} />
          <div className="min-w-0">
            <h3 className="font-semibold break-words">{ad.pageName}</h3>
            {live && <p className="text-xs text-muted-foreground">{t(daysLiveKey(live), { count: live.days })}</p>}
          </div>
        </div>
        {title && <p className="text-sm font-medium break-words">{title}</p>}
        {body ? (
          <ClampedText text={body} className="text-sm text-muted-foreground" />
        ) : (
          <p className="text-sm text-muted-foreground">{t('adSpy.ad.noText')}</p>
        )}
        {ad.platforms.length > 0 && <PlatformIcons platforms={ad.platforms} />}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {start && (
            <div>
              <dt className="sr-only">{t('adSpy.ad.deliveryLabel')}</dt>
              <dd>{stop ? t('adSpy.ad.ranBetween', { start, stop }) : t('adSpy.ad.since', { date: start })}</dd>
            </div>
          )}
          {ad.euReach !== null && (
            <div>
              <dt className="sr-only">{t('adSpy.ad.euReachLabel')}</dt>
              <dd>{t('adSpy.ad.euReach', { count: ad.euReach, formatted: formatNumber(ad.euReach) })}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className={cn('flex flex-wrap gap-2', list ? 'sm:flex-col sm:items-stretch' : 'mt-auto')}>
        <a
          href={ad.libraryUrl}
          target="_blank"
          rel="noreferrer noopener"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <ExternalLink aria-hidden="true" />
          {t('adSpy.ad.openInLibrary')}
          <span className="sr-only">{t('adSpy.ad.ofPage', { page: ad.pageName })}</span>
        </a>
        <Button size="sm" variant="secondary" onClick={onSave}>
          <Save aria-hidden="true" />
          {t('adSpy.ad.save')}
          <span className="sr-only">{t('adSpy.ad.ofPage', { page: ad.pageName })}</span>
        </Button>
      </div>
    </article>
  );
}

/** A placeholder of an ad card's usual height. */
export function AdCardSkeleton({ list }: { list: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn('flex animate-pulse flex-col gap-3 rounded-xl border bg-card p-4', list && 'h-32')}
    >
      <div className="h-5 w-1/2 rounded bg-muted" />
      <div className="h-3.5 w-full rounded bg-muted" />
      <div className="h-3.5 w-5/6 rounded bg-muted" />
      {!list && <div className="h-3.5 w-2/3 rounded bg-muted" />}
      <div className="mt-2 h-8 w-40 rounded bg-muted" />
    </div>
  );
}
