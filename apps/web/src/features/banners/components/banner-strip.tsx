import type { Banner } from '@blivion/shared/banners';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Megaphone, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { Button } from '@/components/ui/button';
import { useMe } from '@/lib/me';
import { bannersQueryOptions } from '../api/get-banners';
import { dismissedRecently, rememberDismissal } from './dismissal';

function BannerLink({ href, children }: { href: string; children: string }) {
  const className = 'font-semibold text-link underline-offset-4 hover:underline';
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function BannerItem({ banner }: { banner: Pick<Banner, 'title' | 'description' | 'imageUrl' | 'link'> }) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <div className="flex min-w-0 items-center gap-3">
      {banner.imageUrl && !imageFailed ? (
        <img
          src={banner.imageUrl}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setImageFailed(true)}
          className="hidden h-10 w-16 shrink-0 rounded object-cover sm:block"
        />
      ) : (
        <Megaphone className="size-5 shrink-0" aria-hidden="true" />
      )}
      <p className="min-w-0 text-sm">
        <strong className="font-semibold">{banner.title}</strong>
        {banner.description && <span className="text-muted-foreground"> {banner.description}</span>}
        {banner.link && (
          <>
            {' '}
            <BannerLink href={banner.link}>{t('features.banners.strip.openLink')}</BannerLink>
          </>
        )}
      </p>
    </div>
  );
}

/**
 * The strip above the top bar, for members of role free: the active banners (the server decides),
 * or the welcome banner when none is stored; closed, it stays hidden for BANNER_DISMISS_HOURS.
 * On the first load the page waits for the banners (the strip suspends up to the router's
 * Suspense) instead of being pushed down when they arrive; if they fail, no strip shows.
 */
export function BannerStrip() {
  const { data: me } = useMe();
  const [dismissed, setDismissed] = useState(() => dismissedRecently());
  if (me?.user.role !== 'free' || dismissed) return null;
  const dismiss = () => {
    rememberDismissal();
    setDismissed(true);
  };
  return (
    <ErrorBoundary fallback={null}>
      <ActiveBanners onDismiss={dismiss} />
    </ErrorBoundary>
  );
}

function ActiveBanners({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(bannersQueryOptions);
  const items = !data.showWelcome
    ? data.items
    : [
        {
          id: 'welcome',
          title: t('features.banners.strip.defaultTitle'),
          description: t('features.banners.strip.defaultDescription'),
          imageUrl: '',
          link: null,
        },
      ];

  if (items.length === 0) return null;

  return (
    <section
      aria-label={t('features.banners.strip.regionLabel')}
      className="flex items-start gap-3 border-b bg-secondary px-4 py-2 text-secondary-foreground sm:px-6"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {items.map((banner) => (
          <BannerItem key={banner.id} banner={banner} />
        ))}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={t('features.banners.strip.dismiss')}
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
