import type { MeResponse } from '@blivion/shared/me';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';

/**
 * The greeting. Role, access and its expiry live on the profile (issue 30); an expired access still
 * shows here, where the member notices it.
 */
export function WelcomeCard({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('shell.dashboard.welcome', { name: me.user.name })}
      </h1>
      <p className="text-muted-foreground">{t('shell.dashboard.welcomeSubtitle')}</p>
      {me.accessExpired && (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="destructive">{t('shell.access.expiredTitle')}</Badge>
          {t('shell.dashboard.accessExpiredNotice')}
          <Link
            to="/profile"
            className="inline-flex items-center font-medium text-link hover:underline pointer-coarse:min-h-11"
          >
            {t('shell.dashboard.seeProfile')}
          </Link>
        </p>
      )}
    </div>
  );
}
