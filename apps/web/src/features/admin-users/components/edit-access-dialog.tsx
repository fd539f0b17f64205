import { updateAccessSchema, type AdminUser } from '@blivion/shared/admin';
import { isStaff, type Role } from '@blivion/shared/core';
import type { MeResponse } from '@blivion/shared/me';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useUpdateAccess } from '../api/update-access';
import { accessBody, accessValuesOf, type AccessValues } from '../lib/access-form';
import { AccessFields } from './access-fields';
import { MemberPurchases } from './member-purchases';

/** Roles offered: free and premium; admin only when the viewer is master; master only for a member who is master. */
export function editableRoles(viewer: MeResponse, target: AdminUser): Role[] {
  const roles: Role[] = ['free', 'premium'];
  if (viewer.user.role === 'master') roles.push('admin');
  if (target.role === 'master') roles.push('master');
  return roles;
}

export function EditAccessDialog({
  viewer,
  user,
  onOpenChange,
}: {
  viewer: MeResponse;
  user: AdminUser;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const updateAccess = useUpdateAccess();
  const form = useForm({ resolver: zodResolver(updateAccessSchema), defaultValues: accessValuesOf(user) });
  const values = useWatch({ control: form.control }) as AccessValues;
  const manual = isStaff(user.role) || isStaff(values.role);

  const setValues = (next: AccessValues) => {
    (Object.keys(next) as (keyof AccessValues)[]).forEach((key) =>
      form.setValue(key, next[key], { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    );
  };

  const onSubmit = form.handleSubmit(async () => {
    try {
      await updateAccess.mutateAsync({ id: user.id, body: accessBody(form.getValues() as AccessValues) });
      if (manual) {
        toast.success(t('features.admin.toasts.userUpdatedTitle'), {
          description: t('features.admin.toasts.userUpdatedMessage', { name: user.name }),
        });
      } else {
        toast.success(t('features.admin.toasts.accessUpdatedTitle'), {
          description: t('features.admin.toasts.accessUpdatedMessage', { name: user.name }),
        });
      }
      onOpenChange(false);
    } catch (error) {
      const fallback = manual ? 'permissionsUpdateError' : 'accessUpdateError';
      toast.error(t('features.admin.toasts.errorTitle'), {
        description: apiErrorOr(t, error, `features.admin.toasts.${fallback}`),
      });
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={t('features.admin.editDialog.title')}
        description={t('features.admin.editDialog.description', { name: user.name })}
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <p className="text-sm">
            <span className="font-medium">{user.name}</span> <span className="text-muted-foreground">{user.email}</span>
          </p>
          <AccessFields
            idPrefix="edit-access"
            values={values}
            onChange={setValues}
            roles={editableRoles(viewer, user)}
            expirationError={form.formState.errors.accessExpiration?.message}
          />
          <MemberPurchases userId={user.id} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('features.admin.editDialog.submitting')}>
              {t('features.admin.editDialog.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
