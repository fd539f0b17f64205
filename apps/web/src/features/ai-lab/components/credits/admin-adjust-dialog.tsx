import { creditAdjustmentBodySchema, type CreditAdjustmentBody, type MemberCredits } from '@blivion/shared/ai';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage } from '@/lib/api-errors';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAdjustCredits } from '../../api/admin-adjust-credits';

const a = 'aiLab.credits.admin';

/** Grant or remove credits, with the reason the member sees in their history. */
export function AdminAdjustDialog({
  member,
  onOpenChange,
}: {
  member: MemberCredits;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const adjust = useAdjustCredits();
  const form = useForm<CreditAdjustmentBody>({
    resolver: zodResolver(creditAdjustmentBodySchema),
    defaultValues: { kind: 'grant', amount: undefined, reason: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await adjust.mutateAsync({ memberId: member.id, body });
      toast.success(t(body.kind === 'grant' ? `${a}.granted` : `${a}.removed`));
      onOpenChange(false);
    } catch (error) {
      toast.error(t(`${a}.adjustError`), { description: apiErrorMessage(t, error) });
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={t(`${a}.adjustTitle`, { name: member.name })}
        description={t(`${a}.adjustDescription`, {
          available: formatNumber(member.balance - member.held),
          balance: formatNumber(member.balance),
        })}
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t(`${a}.operation`)}</legend>
            <div className="flex gap-4">
              {(['grant', 'removal'] as const).map((kind) => (
                <label key={kind} className="flex items-center gap-2 text-sm">
                  <input type="radio" value={kind} {...form.register('kind')} className="size-4 accent-primary" />
                  {t(`${a}.${kind}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <FormField id="credit-amount" label={t(`${a}.amount`)} error={errors.amount?.message}>
            <Input
              {...fieldControlProps('credit-amount', errors.amount?.message)}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...form.register('amount', { valueAsNumber: true })}
            />
          </FormField>
          <FormField id="credit-reason" label={t(`${a}.reason`)} error={errors.reason?.message}>
            <Textarea
              {...fieldControlProps('credit-reason', errors.reason?.message)}
              rows={3}
              placeholder={t(`${a}.reasonPlaceholder`)}
              {...form.register('reason')}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <SubmitButton busy={form.formState.isSubmitting} busyLabel={t(`${a}.submitting`)}>
              {t(`${a}.submit`)}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
