import { isStaff, type MeResponse } from '@blivion/shared';
import { ImageUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The personal logo upload comes with the administration release; this tab says so honestly. */
export function LogoTab({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const staff = isStaff(me.user.role);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('shell.settings.logoTitle')}</CardTitle>
        <CardDescription>{t('shell.settings.logoDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start gap-3 rounded-md border border-dashed p-4">
          <ImageUp className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          {staff ? (
            <div className="flex flex-col gap-1 text-sm">
              <p className="font-semibold">{t('common.featureUnavailableTitle')}</p>
              <p className="text-muted-foreground">{t('common.featureUnavailableMessage')}</p>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t('shell.settings.logoAdminsOnly')}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
