import { MessagesSquare, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMe } from '@/lib/me';
import { AiCreditsSummary } from '../components/ai-credits-summary';
import { ContinueWatching } from '../components/continue-watching';
import { DashboardCard, EmptyState } from '../components/dashboard-card';
import { ForumActivity } from '../components/forum-activity';
import { WelcomeCard } from '../components/welcome-card';

/** /dashboard: 'Continuar assistindo' first, then the forum and the AI credits (issue 30). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  useDocumentTitle(t('shell.dashboard.title'));
  if (!me) return null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <WelcomeCard me={me} />
      <section aria-labelledby="continue-watching" className="flex flex-col gap-3">
        <h2 id="continue-watching" className="text-lg font-semibold">
          {t('shell.dashboard.coursesTitle')}
        </h2>
        {me.permissions.courses ? (
          <ContinueWatching />
        ) : (
          <>
            <EmptyState>
              {me.accessExpired ? t('shell.dashboard.coursesExpired') : t('shell.dashboard.coursesLocked')}
            </EmptyState>
            {/* The catalogue's address shows a member without courses the access page that sells. */}
            <Link
              to="/courses"
              className="inline-flex items-center self-start text-sm font-medium text-link hover:underline pointer-coarse:min-h-11"
            >
              {t('shell.dashboard.coursesAccess')}
            </Link>
          </>
        )}
      </section>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <DashboardCard
          title={t('shell.dashboard.forumTitle')}
          description={t('shell.dashboard.forumDescription')}
          icon={MessagesSquare}
        >
          {me.permissions.forum ? <ForumActivity /> : <EmptyState>{t('errors.PERMISSION_REQUIRED')}</EmptyState>}
        </DashboardCard>
        <DashboardCard
          title={t('features.aiCredits.title')}
          description={t('features.aiCredits.description')}
          icon={Sparkles}
        >
          {me.permissions.aiLab ? <AiCreditsSummary /> : <EmptyState>{t('features.aiCredits.locked')}</EmptyState>}
        </DashboardCard>
      </div>
    </div>
  );
}
