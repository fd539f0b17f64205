import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { serverFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import type { SwipeFile } from '@blivion/shared/adspy';
import { ADSPY_NAME_MAX } from '@blivion/shared/core';
import { useRenameSwipeFile } from '../../api/swipe-files';
import { adSpyErrorText } from '../../lib/error-text';

/** Renames a collection in place: the name is required; the server's refusal lands on the field. */
export function RenameSwipeFileForm({ file, onDone }: { file: SwipeFile; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameSwipeFile();
  const [name, setName] = useState(file.name);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const newName = name.trim();
    if (newName === '') {
      setError('adSpy.validation.swipeFileNameRequired');
      return;
    }
    if (newName === file.name) {
      onDone();
      return;
    }
    rename.mutate(
      { fileId: file.id, name: newName },
      {
        onSuccess: (renamed) => {
          toast.success(t('adSpy.swipeFiles.renamed'), { description: renamed.name });
          onDone();
        },
        onError: (cause) => {
          const key = serverFieldError(cause, 'name');
          if (key) setError(key);
          else {
            toast.error(t('adSpy.swipeFiles.renameErrorTitle'), {
              description: adSpyErrorText(t, cause, 'adSpy.swipeFiles.renameErrorMessage'),
            });
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 rounded-lg border p-3">
      <FormField id="swipe-file-rename" label={t('adSpy.swipeFiles.newName')} error={error}>
        <Input
          {...fieldControlProps('swipe-file-rename', error)}
          value={name}
          maxLength={ADSPY_NAME_MAX}
          autoComplete="off"
          autoFocus
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" disabled={rename.isPending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <SubmitButton size="sm" busy={rename.isPending} busyLabel={t('common.saving')}>
          {t('adSpy.swipeFiles.saveName')}
        </SubmitButton>
      </div>
    </form>
  );
}
