import type { NotificationPreferences } from '@blivion/shared/notifications';
import { NOTIFICATION_PREFERENCE_KINDS, notificationPreferencesSchema } from '@blivion/shared/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SubmitButton } from '@/components/ui/submit-button';
import { Switch } from '@/components/ui/switch';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

const KEYS = 'features.notificationPreferences';

/** The 'Notificações' card of the settings: per kind, the bell and e-mail; the weekly digest (decision 0100). */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(`${KEYS}.title`)}</CardTitle>
        <CardDescription>{t(`${KEYS}.description`)}</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.data ? (
          <NotificationPreferencesForm initial={preferences.data} />
        ) : preferences.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {t(`${KEYS}.loadError`)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function SwitchField({ id, label, visible, ...props }: { id: string; label: string; visible: string } & SwitchProps) {
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
      <Switch id={id} aria-label={label} {...props} />
      <span aria-hidden="true">{visible}</span>
    </label>
  );
}
type SwitchProps = { checked: boolean; onCheckedChange: (checked: boolean) => void };

export function NotificationPreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const { t } = useTranslation();
  const save = useSaveNotificationPreferences();
  const form = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: initial,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      toast.success(t(`${KEYS}.saved`));
    } catch (error) {
      toast.error(t(`${KEYS}.saveError`), { description: apiErrorMessage(t, error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <ul aria-label={t(`${KEYS}.tableLabel`)} className="flex flex-col divide-y">
        {NOTIFICATION_PREFERENCE_KINDS.map((kind) => {
          const name = t(`${KEYS}.kinds.${kind}`);
          return (
            <li key={kind} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between">
              <span className="font-medium text-sm">{name}</span>
              <div className="flex flex-wrap gap-x-6">
                {(['inApp', 'email'] as const).map((channel) => (
                  <Controller
                    key={channel}
                    control={form.control}
                    name={`kinds.${kind}.${channel}`}
                    render={({ field }) => (
                      <SwitchField
                        id={`notify-${kind}-${channel}`}
                        label={t(`${KEYS}.${channel}Label`, { kind: name })}
                        visible={t(`${KEYS}.${channel}Column`)}
                        checked={field.value}
                        onCheckedChange={field.onChange}
                      />
                    )}
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-1">
        <Controller
          control={form.control}
          name="weeklyDigest"
          render={({ field }) => (
            <SwitchField
              id="notify-weekly-digest"
              label={t(`${KEYS}.digestLabel`)}
              visible={t(`${KEYS}.digestLabel`)}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <p className="text-muted-foreground text-sm">{t(`${KEYS}.digestHint`)}</p>
      </div>
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={t(`${KEYS}.saving`)} className="self-start">
        {t(`${KEYS}.save`)}
      </SubmitButton>
    </form>
  );
}
