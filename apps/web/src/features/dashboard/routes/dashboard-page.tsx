import { BookOpen, MessagesSquare, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMe } from '@/lib/me';
import { AiCreditsSummary } from '../components/ai-credits-summary';
import { CoursesInProgress } from '../components/courses-in-progress';
import { DashboardCard, EmptyState } from '../components/dashboard-card';
import { ForumActivity } from '../components/forum-activity';
import { WelcomeCard } from '../components/welcome-card';

export default function DashboardPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  useDocumentTitle(t('shell.dashboard.title'));
  if (!me) return null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <WelcomeCard me={me} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        <DashboardCard
          title={t('shell.dashboard.coursesTitle')}
          description={t('shell.dashboard.coursesDescription')}
          icon={BookOpen}
        >
          {me.permissions.courses ? (
            <CoursesInProgress />
          ) : (
            <EmptyState>
              {me.accessExpired ? t('shell.dashboard.coursesExpired') : t('shell.dashboard.coursesLocked')}
            </EmptyState>
          )}
        </DashboardCard>
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
