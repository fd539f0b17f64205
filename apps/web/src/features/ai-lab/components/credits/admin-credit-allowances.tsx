import { creditAllowanceBodySchema } from '@blivion/shared/ai';
import type { Role } from '@blivion/shared/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useCreditAllowances } from '../../api/admin-credit-allowances';
import { useSetCreditAllowance } from '../../api/admin-set-credit-allowance';

const a = 'aiLab.credits.admin';

function AllowanceForm({ role, monthlyCredits }: { role: Role; monthlyCredits: number }) {
  const { t } = useTranslation();
  const save = useSetCreditAllowance();
  const [value, setValue] = useState(String(monthlyCredits));
  const [error, setError] = useState<string | undefined>();
  const roleName = t(`common.roles.${role}`);
  const id = `allowance-${role}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = creditAllowanceBodySchema.safeParse({
      monthlyCredits: value.trim() === '' ? Number.NaN : Number(value),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync({ role, monthlyCredits: parsed.data.monthlyCredits });
      toast.success(t(`${a}.allowanceSaved`, { role: roleName }));
    } catch (failure) {
      toast.error(t(`${a}.allowanceError`), { description: apiErrorMessage(t, failure) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex items-end gap-2">
      <FormField id={id} label={t(`${a}.allowanceFor`, { role: roleName })} error={error} className="flex-1">
        <Input
          {...fieldControlProps(id, error)}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </FormField>
      <SubmitButton
        busy={save.isPending}
        busyLabel={t(`${a}.submitting`)}
        aria-label={t(`${a}.allowanceSaveLabel`, { role: roleName })}
        className={error ? 'mb-7' : undefined}
      >
        {t(`${a}.allowanceSave`)}
      </SubmitButton>
    </form>
  );
}

/** 'Créditos mensais por papel': what each role receives once a month. */
export function AdminCreditAllowances() {
  const { t } = useTranslation();
  const allowances = useCreditAllowances();
  if (allowances.isPending) return <InlineLoading />;
  if (allowances.isError) {
    return <InlineError message={t(`${a}.allowancesLoadError`)} onRetry={() => void allowances.refetch()} />;
  }
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t(`${a}.allowancesDescription`)}</p>
      {allowances.data.items.map((item) => (
        <AllowanceForm
          key={`${item.role}-${item.monthlyCredits}`}
          role={item.role}
          monthlyCredits={item.monthlyCredits}
        />
      ))}
    </div>
  );
}
