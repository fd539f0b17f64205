import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TooltipProvider } from '@/components/ui/tooltip-provider';
import { BannersTab } from '@/features/admin-banners/components/banners-tab';
import { FeaturesTab } from '@/features/admin-features/components/features-tab';
import { AuditLog } from '@/features/admin-users/components/audit-log';
import { UsersTab } from '@/features/admin-users/components/users-tab';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMe } from '@/lib/me';

const TABS = ['users', 'features', 'banners', 'audit'] as const;
type Tab = (typeof TABS)[number];

/** /admin/usuarios: Usuários and Recursos for admin and master; Banners and Auditoria for master only. */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('features.admin.title'));
  if (!me) return null;

  const master = me.user.role === 'master';
  const visible = TABS.filter((tab) => master || (tab !== 'banners' && tab !== 'audit'));
  const requested = params.get('aba') as Tab | null;
  const tab = requested && visible.includes(requested) ? requested : 'users';

  return (
    <TooltipProvider>
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('features.admin.title')}</h1>
          <p className="text-muted-foreground">{t('features.admin.subtitle')}</p>
        </div>
        <Tabs
          value={tab}
          onValueChange={(next) => setParams(next === 'users' ? {} : { aba: next }, { replace: true })}
          className="flex flex-col gap-4"
        >
          <TabsList aria-label={t('features.admin.tabs.label')}>
            {visible.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`features.admin.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="users">
            <UsersTab viewer={me} />
          </TabsContent>
          <TabsContent value="features">
            <FeaturesTab viewer={me} />
          </TabsContent>
          {master && (
            <TabsContent value="banners">
              <BannersTab />
            </TabsContent>
          )}
          {master && (
            <TabsContent value="audit">
              <AuditLog />
            </TabsContent>
          )}
        </Tabs>
      </div>
    </TooltipProvider>
  );
}
