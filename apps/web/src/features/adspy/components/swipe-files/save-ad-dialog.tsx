import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useSaveAd, useSwipeFiles } from '../../api/swipe-files';
import type { LibraryAd } from '@blivion/shared/adspy';
import { ADSPY_NAME_MAX } from '@blivion/shared/core';
import { adSpyErrorText } from '../../lib/error-text';

const NEW_FILE = 'new';

/** Saves an ad in one of the member's swipe files, or in a new one they name here. */
export default function SaveAdDialog({ ad, onOpenChange }: { ad: LibraryAd; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const swipeFiles = useSwipeFiles();
  const saveAd = useSaveAd();
  const files = swipeFiles.data?.items ?? [];
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const selected = choice ?? (files[0]?.id || NEW_FILE);
  const creating = selected === NEW_FILE;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const newName = name.trim();
    if (creating && newName === '') {
      setError('adSpy.validation.swipeFileNameRequired');
      return;
    }
    saveAd.mutate(creating ? { ad, newName } : { ad, swipeFileId: selected }, {
      onSuccess: () => {
        const fileName = creating ? newName : (files.find((file) => file.id === selected)?.name ?? '');
        toast.success(t('adSpy.swipeFiles.saved'), {
          description: t('adSpy.toasts.adSavedMessage', { name: fileName }),
        });
        onOpenChange(false);
      },
      onError: (cause) => {
        toast.error(t('adSpy.toasts.saveErrorTitle'), {
          description: adSpyErrorText(t, cause, 'adSpy.toasts.adSaveErrorMessage'),
        });
      },
    });
  };

  const options = [
    ...files.map((file) => ({
      value: file.id,
      label: t('adSpy.swipeFiles.option', { name: file.name, count: file.adCount }),
    })),
    { value: NEW_FILE, label: t('adSpy.swipeFiles.newOption') },
  ];

  return (
    <Dialog open onOpenChange={(open) => !saveAd.isPending && onOpenChange(open)}>
      <DialogContent
        title={t('adSpy.swipeFiles.saveTitle')}
        description={t('adSpy.swipeFiles.saveDescription', { page: ad.pageName })}
      >
        {swipeFiles.isPending ? (
          <InlineLoading />
        ) : swipeFiles.isError ? (
          <InlineError message={apiErrorMessage(t, swipeFiles.error)} onRetry={() => void swipeFiles.refetch()} />
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <FormField id="save-ad-file" label={t('adSpy.swipeFiles.file')}>
              <SelectField id="save-ad-file" value={selected} onValueChange={setChoice} options={options} />
            </FormField>
            {creating && (
              <FormField id="save-ad-name" label={t('adSpy.swipeFiles.name')} error={error}>
                <Input
                  {...fieldControlProps('save-ad-name', error)}
                  value={name}
                  maxLength={ADSPY_NAME_MAX}
                  autoComplete="off"
                  placeholder={t('adSpy.swipeFiles.namePlaceholder')}
                  onChange={(event) => {
                    setName(event.target.value);
                    setError(undefined);
                  }}
                />
              </FormField>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={saveAd.isPending}>
                  {t('common.cancel')}
                </Button>
              </DialogClose>
              <SubmitButton busy={saveAd.isPending} busyLabel={t('common.saving')}>
                {t('adSpy.swipeFiles.save')}
              </SubmitButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
