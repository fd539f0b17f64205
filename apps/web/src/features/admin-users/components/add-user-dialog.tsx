import { createUserSchema } from '@blivion/shared/admin';
import type { Role } from '@blivion/shared/core';
import type { MeResponse } from '@blivion/shared/me';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiErrorOr } from '@/lib/api-errors';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateUser } from '../api/create-user';
import { accessBody, NEW_USER_ACCESS, type AccessValues } from '../lib/access-form';
import { AccessFields } from './access-fields';

type CreatableRole = 'free' | 'premium' | 'admin';
const EMPTY = { name: '', email: '', ...NEW_USER_ACCESS, role: 'free' as CreatableRole };

/** Name, e-mail and access; the new member sets a password from the invitation e-mail. */
export function AddUserDialog({ viewer, onOpenChange }: { viewer: MeResponse; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const createUser = useCreateUser();
  const form = useForm({ resolver: zodResolver(createUserSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const access = useWatch({ control: form.control, name: ['role', 'accessType', 'accessExpiration', 'permissions'] });
  const values = {
    role: access[0],
    accessType: access[1],
    accessExpiration: access[2],
    permissions: access[3],
  } as AccessValues;
  const roles: Role[] = viewer.user.role === 'master' ? ['free', 'premium', 'admin'] : ['free', 'premium'];

  const setAccess = (next: AccessValues) => {
    form.setValue('role', next.role as CreatableRole, { shouldDirty: true });
    form.setValue('accessType', next.accessType, { shouldDirty: true });
    form.setValue('accessExpiration', next.accessExpiration, { shouldDirty: true });
    form.setValue('permissions', next.permissions, { shouldDirty: true });
  };

  const onSubmit = form.handleSubmit(async (submitted) => {
    const name = submitted.name;
    try {
      const access = accessBody(form.getValues() as AccessValues);
      await createUser.mutateAsync({ name, email: submitted.email, ...access, role: access.role as CreatableRole });
      toast.success(t('features.admin.toasts.userAddedTitle'), {
        description: `${t('features.admin.toasts.userAddedMessage', { name })} ${t('features.admin.toasts.userInvited', { email: submitted.email })}`,
      });
      form.reset(EMPTY);
      onOpenChange(false);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['name', 'email', 'accessExpiration']);
      toast.error(t('features.admin.toasts.errorTitle'), {
        description: t('features.admin.toasts.createError', {
          message: apiErrorOr(t, error, 'errors.INTERNAL_ERROR'),
        }),
      });
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={t('features.admin.addDialog.title')}
        description={t('features.admin.addDialog.description')}
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField id="add-user-name" label={t('features.admin.form.name')} error={errors.name?.message}>
            <Input
              {...fieldControlProps('add-user-name', errors.name?.message)}
              autoComplete="off"
              placeholder={t('features.admin.form.namePlaceholder')}
              {...form.register('name')}
            />
          </FormField>
          <FormField id="add-user-email" label={t('features.admin.form.email')} error={errors.email?.message}>
            <Input
              {...fieldControlProps('add-user-email', errors.email?.message)}
              type="email"
              autoComplete="off"
              placeholder={t('features.admin.form.emailPlaceholder')}
              {...form.register('email')}
            />
          </FormField>
          <AccessFields
            idPrefix="add-user"
            values={values}
            onChange={setAccess}
            roles={roles}
            expirationError={errors.accessExpiration?.message}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('features.admin.addDialog.submitting')}>
              {t('features.admin.addDialog.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
