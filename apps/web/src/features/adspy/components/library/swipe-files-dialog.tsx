import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select';
import { apiErrorMessage } from '@/lib/api-errors';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useRemoveSavedAd, useSwipeFile, useSwipeFiles } from '../../api/swipe-files';
import { adSpyErrorText } from '../../lib/error-text';
import { IconAction } from '../competitors/icon-action';

/** 'Coleções salvas': the member's collections and the ads saved in each, with their library links. */
export default function SwipeFilesDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const files = useSwipeFiles();
  const [chosen, setChosen] = useState<string | null>(null);
  const items = files.data?.items ?? [];
  const fileId = chosen ?? items[0]?.id ?? null;
  const file = useSwipeFile(fileId);
  const remove = useRemoveSavedAd();

  const removeAd = (adId: string) =>
    remove.mutate(
      { fileId: fileId!, adId },
      {
        onSuccess: () => toast.success(t('adSpy.swipeFiles.removed')),
        onError: (error) =>
          toast.error(t('adSpy.toasts.removeErrorTitle'), {
            description: adSpyErrorText(t, error, 'adSpy.toasts.adSaveErrorMessage'),
          }),
      },
    );

  let body: React.ReactNode;
  if (files.isPending) body = <InlineLoading />;
  else if (files.isError)
    body = <InlineError message={apiErrorMessage(t, files.error)} onRetry={() => void files.refetch()} />;
  else if (items.length === 0) body = <p className="text-sm text-muted-foreground">{t('adSpy.swipeFiles.empty')}</p>;
  else {
    const ads = file.data?.ads ?? [];
    body = (
      <div className="flex flex-col gap-4">
        <FormField id="swipe-files-file" label={t('adSpy.swipeFiles.file')}>
          <SelectField
            id="swipe-files-file"
            value={fileId ?? ''}
            onValueChange={setChosen}
            options={items.map((item) => ({
              value: item.id,
              label: t('adSpy.swipeFiles.option', { name: item.name, count: item.adCount }),
            }))}
          />
        </FormField>
        {file.isPending ? (
          <InlineLoading />
        ) : file.isError ? (
          <InlineError message={apiErrorMessage(t, file.error)} onRetry={() => void file.refetch()} />
        ) : ads.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adSpy.swipeFiles.emptyFile')}</p>
        ) : (
          <ul aria-label={t('adSpy.swipeFiles.adsLabel')} className="flex flex-col divide-y rounded-lg border">
            {ads.map((ad) => (
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
        )}
      </div>
    );
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent side="right" title={t('adSpy.swipeFiles.title')} description={t('adSpy.swipeFiles.description')}>
        {body}
      </DialogContent>
    </Dialog>
  );
}
