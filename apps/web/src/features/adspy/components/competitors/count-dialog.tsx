import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/lib/toast';
import { useRecordCount, useRefreshCompetitor } from '../../api/competitors';
import type { Competitor } from '@blivion/shared/adspy';
import { adSpyErrorText } from '../../lib/error-text';

const ID = 'competitor-count';

/** 'Atualizar contagem': a typed count is today's manual snapshot; blank asks the Ad Library (with a token). */
export default function CountDialog({
  competitor,
  hasToken,
  onOpenChange,
}: {
  competitor: Competitor;
  hasToken: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const record = useRecordCount();
  const refresh = useRefreshCompetitor();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const busy = record.isPending || refresh.isPending;
  const hint = hasToken ? t('adSpy.form.manualCountHint') : t('adSpy.form.manualCountHintNoToken');

  const done = {
    onSuccess: () => {
      toast.success(t('adSpy.toasts.updatedTitle'), { description: competitor.name });
      onOpenChange(false);
    },
    onError: (cause: unknown) =>
      toast.error(t('adSpy.toasts.updateErrorTitle'), {
        description: adSpyErrorText(t, cause, 'adSpy.toasts.updateErrorMessage'),
      }),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (typed === '') {
      if (hasToken) refresh.mutate(competitor.id, done);
      else setError('adSpy.validation.countRequired');
      return;
    }
    if (!/^\d{1,7}$/.test(typed)) {
      setError('adSpy.validation.countInvalid');
      return;
    }
    record.mutate({ id: competitor.id, count: Number(typed) }, done);
  };

  return (
    <Dialog open onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent title={t('adSpy.form.updateTitle')} description={competitor.name}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField id={ID} label={t('adSpy.form.manualCount')} error={error} description={hint}>
            <Input
              {...fieldControlProps(ID, error, hint)}
              inputMode="numeric"
              autoComplete="off"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton busy={busy} busyLabel={t('adSpy.refreshing')}>
              {t('adSpy.form.updateSubmit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
