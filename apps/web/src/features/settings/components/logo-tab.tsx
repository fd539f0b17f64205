import { isStaff } from '@blivion/shared/core';
import type { MeResponse } from '@blivion/shared/me';
import { ImageUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePlatform } from '@/lib/platform';
import { LogoCard } from './logo-card';

/** Personal logo for admin and master, platform logo for master; others read that logos are for administrators. */
export function LogoTab({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  if (!isStaff(me.user.role)) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('features.logo.personal.title')}</CardTitle>
          <CardDescription>{t('features.logo.personal.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="flex items-start gap-3 rounded-md border border-dashed p-4">
            <ImageUp className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">{t('features.logo.personal.onlyAdmins')}</p>
          </div>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <LogoCard kind="personal" logoUrl={me.user.logoUrl} />
      {me.user.role === 'master' && <LogoCard kind="platform" logoUrl={platform.data?.logoUrl ?? null} />}
    </div>
  );
}
