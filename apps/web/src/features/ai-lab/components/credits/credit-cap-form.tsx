import { creditCapBodySchema } from '@blivion/shared/ai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiErrorMessage } from '@/lib/api-errors';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSetCreditCap } from '../../api/set-credit-cap';

const c = 'aiLab.credits.cap';
const FIELD_ID = 'credit-monthly-cap';

/** The member's own monthly spending cap: set, change or remove it. */
export function CreditCapForm({ monthlyCap }: { monthlyCap: number | null }) {
  const { t } = useTranslation();
  const setCap = useSetCreditCap();
  const [value, setValue] = useState(monthlyCap === null ? '' : String(monthlyCap));
  const [error, setError] = useState<string | undefined>();

  const save = async (cap: number | null) => {
    const parsed = creditCapBodySchema.safeParse({ monthlyCap: cap });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const summary = await setCap.mutateAsync(parsed.data);
      setValue(summary.monthlyCap === null ? '' : String(summary.monthlyCap));
      toast.success(t(cap === null ? `${c}.removed` : `${c}.saved`));
    } catch (failure) {
      toast.error(t(`${c}.saveError`), { description: apiErrorMessage(t, failure) });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(value.trim() === '' ? Number.NaN : Number(value));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {monthlyCap === null
          ? t(`${c}.none`)
          : t(`${c}.current`, { count: monthlyCap, amount: formatNumber(monthlyCap) })}
      </p>
      <FormField id={FIELD_ID} label={t(`${c}.label`)} error={error}>
        <Input
          {...fieldControlProps(FIELD_ID, error)}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="max-w-xs"
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={setCap.isPending} busyLabel={t(`${c}.saving`)}>
          {t(`${c}.save`)}
        </SubmitButton>
        {monthlyCap !== null && (
          <Button type="button" variant="outline" disabled={setCap.isPending} onClick={() => void save(null)}>
            {t(`${c}.remove`)}
          </Button>
        )}
      </div>
    </form>
  );
}
