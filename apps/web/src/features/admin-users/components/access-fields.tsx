import { isStaff, PERMISSIONS, type Role } from '@blivion/shared/core';
import { startOfDay } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/components/ui/date-picker';
import { fieldDescriptionId, FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { toCalendarDate } from '@/lib/format';
import { changeAccess, type AccessValues } from '../lib/access-form';

interface AccessFieldsProps {
  idPrefix: string;
  values: AccessValues;
  onChange: (values: AccessValues) => void;
  roles: Role[];
  expirationError?: string;
}

function parseDay(value: string | null): Date | null {
  if (!value) return null;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Role, then either access type and optional expiry (free, premium) or the manual switches (admin, master). */
export function AccessFields({ idPrefix, values, onChange, roles, expirationError }: AccessFieldsProps) {
  const { t } = useTranslation();
  const staff = isStaff(values.role);
  const master = values.role === 'master';
  const update = (patch: Partial<AccessValues>) => onChange(changeAccess(values, patch));

  return (
    <div className="flex flex-col gap-4">
      <FormField id={`${idPrefix}-role`} label={t('features.admin.form.role')}>
        <SelectField
          id={`${idPrefix}-role`}
          value={values.role}
          onValueChange={(role) => update({ role: role as Role })}
          placeholder={t('features.admin.form.rolePlaceholder')}
          options={roles.map((role) => ({ value: role, label: t(`common.roles.${role}`) }))}
        />
      </FormField>
      {staff ? (
        <fieldset className="flex flex-col gap-3 rounded-md border p-4">
          <legend className="px-1 text-sm font-medium">{t('features.admin.form.permissions')}</legend>
          <p className="text-sm text-muted-foreground">
            {master ? t('features.admin.form.masterKeepsAll') : t('features.admin.form.permissionsHint')}
          </p>
          {PERMISSIONS.map((permission) => {
            const id = `${idPrefix}-permission-${permission}`;
            const locked = master || permission === 'forum';
            return (
              <div key={permission} className="flex items-center justify-between gap-4">
                <Label htmlFor={id}>{t(`common.permissions.${permission}`)}</Label>
                <Switch
                  id={id}
                  checked={values.permissions[permission] || permission === 'forum'}
                  disabled={locked}
                  aria-describedby={permission === 'forum' ? `${idPrefix}-forum-note` : undefined}
                  onCheckedChange={(checked) =>
                    update({ permissions: { ...values.permissions, [permission]: checked } })
                  }
                />
              </div>
            );
          })}
          <p id={`${idPrefix}-forum-note`} className="text-xs text-muted-foreground">
            {t('features.admin.form.forumAlwaysOn')}
          </p>
        </fieldset>
      ) : (
        <>
          <FormField id={`${idPrefix}-access`} label={t('features.admin.form.accessType')}>
            <SelectField
              id={`${idPrefix}-access`}
              value={values.accessType}
              onValueChange={(accessType) => update({ accessType: accessType as AccessValues['accessType'] })}
              options={[
                { value: 'forum', label: t('features.admin.form.accessForum') },
                { value: 'total', label: t('features.admin.form.accessTotal') },
              ]}
            />
          </FormField>
          {values.accessType === 'total' && (
            <FormField
              id={`${idPrefix}-expiration`}
              label={t('features.admin.form.expiration')}
              description={t('features.admin.form.expirationHint')}
              error={expirationError}
            >
              <DatePicker
                id={`${idPrefix}-expiration`}
                label={t('features.admin.form.expiration')}
                aria-describedby={fieldDescriptionId(`${idPrefix}-expiration`)}
                value={parseDay(values.accessExpiration)}
                onChange={(day) => update({ accessExpiration: day ? toCalendarDate(day) : null })}
                placeholder={t('features.admin.form.noExpiration')}
                clearLabel={t('features.admin.form.clearDate')}
                fromDate={startOfDay(new Date())}
              />
            </FormField>
          )}
        </>
      )}
    </div>
  );
}
