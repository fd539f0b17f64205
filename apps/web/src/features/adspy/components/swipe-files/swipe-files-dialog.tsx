import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select';
import { apiErrorMessage } from '@/lib/api-errors';
import type { SwipeFile } from '@blivion/shared/adspy';
import { useSwipeFiles } from '../../api/swipe-files';
import { DeleteSwipeFileDialog } from './delete-swipe-file-dialog';
import { RenameSwipeFileForm } from './rename-swipe-file-form';
import { SavedAdsList } from './saved-ads-list';

/**
 * 'Coleções salvas': the member's collections, the ads saved in the chosen one (each can be removed),
 * and the collection renamed in place or deleted after a confirmation.
 */
export default function SwipeFilesDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const files = useSwipeFiles();
  const [chosen, setChosen] = useState<string | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState<SwipeFile | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const focusRename = useRef(false);
  const items = files.data?.items ?? [];
  // A deleted collection leaves the list: the first one left is shown.
  const file = items.find((item) => item.id === chosen) ?? items[0] ?? null;

  useEffect(() => {
    if (renaming || !focusRename.current) return;
    focusRename.current = false;
    renameButton.current?.focus();
  }, [renaming]);

  const endRenaming = () => {
    focusRename.current = true;
    setRenaming(false);
  };

  let body: React.ReactNode;
  if (files.isPending) body = <InlineLoading />;
  else if (files.isError)
    body = <InlineError message={apiErrorMessage(t, files.error)} onRetry={() => void files.refetch()} />;
  else if (!file) body = <p className="text-sm text-muted-foreground">{t('adSpy.swipeFiles.empty')}</p>;
  else {
    body = (
      <div className="flex flex-col gap-4">
        <FormField id="swipe-files-file" label={t('adSpy.swipeFiles.file')}>
          <SelectField
            id="swipe-files-file"
            value={file.id}
            onValueChange={(id) => {
              setChosen(id);
              setRenaming(false);
            }}
            options={items.map((item) => ({
              value: item.id,
              label: t('adSpy.swipeFiles.option', { name: item.name, count: item.adCount }),
            }))}
          />
        </FormField>
        {renaming ? (
          <RenameSwipeFileForm key={file.id} file={file} onDone={endRenaming} />
        ) : (
          <div
            role="group"
            aria-label={t('adSpy.swipeFiles.actionsLabel', { name: file.name })}
            className="flex flex-wrap gap-2"
          >
            <Button
              ref={renameButton}
              variant="outline"
              size="sm"
              aria-label={t('adSpy.swipeFiles.renameNamed', { name: file.name })}
              onClick={() => setRenaming(true)}
            >
              <Pencil aria-hidden="true" />
              {t('adSpy.swipeFiles.rename')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('adSpy.swipeFiles.deleteNamed', { name: file.name })}
              onClick={() => setDeleting(file)}
            >
              <Trash2 aria-hidden="true" />
              {t('adSpy.swipeFiles.delete')}
            </Button>
          </div>
        )}
        <SavedAdsList fileId={file.id} />
      </div>
    );
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent side="right" title={t('adSpy.swipeFiles.title')} description={t('adSpy.swipeFiles.description')}>
        {body}
        {deleting && <DeleteSwipeFileDialog file={deleting} onOpenChange={(open) => !open && setDeleting(null)} />}
      </DialogContent>
    </Dialog>
  );
}
