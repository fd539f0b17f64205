import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { TOUCH } from '../lib/sales-text';
import { CopyButton } from './copy-button';

/** A Standard Webhooks secret the server made: shown this once, to paste in the sending platform. */
export function RevealedSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('sales.revealedSecret.title')} description={t('sales.revealedSecret.description')}>
        <code className="block rounded-md bg-muted p-3 font-mono text-sm break-all select-all">{secret}</code>
        <DialogFooter>
          <CopyButton
            text={secret}
            label={t('sales.revealedSecret.copy')}
            copiedLabel={t('sales.revealedSecret.copied')}
            failedLabel={t('sales.connections.copyFailed')}
          />
          <DialogClose asChild>
            <Button className={TOUCH}>{t('sales.revealedSecret.done')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
