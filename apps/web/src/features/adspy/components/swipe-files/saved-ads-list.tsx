import { ExternalLink, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { buttonVariants } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-errors';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useRemoveSavedAd, useSwipeFile } from '../../api/swipe-files';
import { adSpyErrorText } from '../../lib/error-text';
import { IconAction } from '../competitors/icon-action';

/** The ads saved in one collection (the member's copies, with their library links); each can be removed. */
export function SavedAdsList({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const file = useSwipeFile(fileId);
  const remove = useRemoveSavedAd();

  const removeAd = (adId: string) =>
    remove.mutate(
      { fileId, adId },
      {
        onSuccess: () => toast.success(t('adSpy.swipeFiles.removed')),
        onError: (error) =>
          toast.error(t('adSpy.toasts.removeErrorTitle'), {
            description: adSpyErrorText(t, error, 'adSpy.swipeFiles.removeErrorMessage'),
          }),
      },
    );

  if (file.isPending) return <InlineLoading />;
  if (file.isError) return <InlineError message={apiErrorMessage(t, file.error)} onRetry={() => void file.refetch()} />;
  if (file.data.ads.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('adSpy.swipeFiles.emptyFile')}</p>;
  }
  return (
    <ul aria-label={t('adSpy.swipeFiles.adsLabel')} className="flex flex-col divide-y rounded-lg border">
      {file.data.ads.map((ad) => (
        <li key={ad.id} className="flex items-start justify-between gap-2 p-3 text-sm">
          <div className="flex min-w-0 flex-col gap-1">
            <span className="font-medium break-words">{ad.pageName}</span>
            <span className="line-clamp-3 break-words text-muted-foreground">
              {ad.bodies.find((text) => text.trim() !== '') ?? t('adSpy.ad.noText')}
            </span>
            <span className="text-xs text-muted-foreground">
              {t('adSpy.swipeFiles.savedAt', { date: formatDate(ad.savedAt, t('common.dateFormat')) })}
            </span>
            <a
              href={ad.libraryUrl}
              target="_blank"
              rel="noreferrer noopener"
              className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'h-auto self-start p-0')}
            >
              <ExternalLink aria-hidden="true" />
              {t('adSpy.ad.openInLibrary')}
              <span className="sr-only">{t('adSpy.ad.ofPage', { page: ad.pageName })}</span>
            </a>
          </div>
          <IconAction
            icon={Trash2}
            label={t('adSpy.swipeFiles.removeNamed', { page: ad.pageName })}
            onClick={() => removeAd(ad.id)}
          />
        </li>
      ))}
    </ul>
  );
}
