import type { MeResponse } from '@blivion/shared/me';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { accessLabel, expirationLabel, roleLabel } from '@/lib/member-labels';

export function WelcomeCard({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const facts = [
    { term: t('shell.dashboard.role'), value: roleLabel(t, me) },
    { term: t('shell.dashboard.access'), value: accessLabel(t, me) },
    { term: t('shell.dashboard.expiration'), value: expirationLabel(t, me) },
  ];
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('shell.dashboard.welcome', { name: me.user.name })}
          </h1>
          <p className="text-muted-foreground">{t('shell.dashboard.welcomeSubtitle')}</p>
        </div>
        <dl className="grid gap-3 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.term} className="rounded-md bg-muted/60 p-3">
              <dt className="text-xs font-medium text-muted-foreground uppercase">{fact.term}</dt>
              <dd className="mt-1 font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {me.accessExpired && (
          <p role="status" className="flex items-center gap-2 text-sm">
            <Badge variant="destructive">{t('shell.access.expiredTitle')}</Badge>
            {t('shell.dashboard.accessExpiredNotice')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
