import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';

/** A one-field dialog: a folder's name (new or renamed) or a chat's title. */
export function NameDialog({
  title,
  label,
  initial = '',
  maxLength,
  onSubmit,
  onOpenChange,
}: {
  title: string;
  label: string;
  initial?: string;
  maxLength: number;
  /** Resolves when saved (the dialog closes); rejects to keep it open. */
  onSubmit: (name: string) => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    try {
      await onSubmit(name.trim());
      onOpenChange(false);
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent title={title}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <FormField id="lab-name" label={label}>
            <Input
              id="lab-name"
              value={name}
              maxLength={maxLength}
              onChange={(event) => setName(event.target.value)}
              autoFocus
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton busy={busy} busyLabel={t('common.saving')} disabled={!name.trim()}>
              {t('common.save')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
