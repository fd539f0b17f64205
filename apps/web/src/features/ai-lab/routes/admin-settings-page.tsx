import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { canUsePermission, useMe } from '@/lib/me';
import { addCatalogueSections } from '@/lib/translations';
import { adminAiModelsQueryOptions, aiAgentsQueryOptions, aiProvidersQueryOptions } from '../api/admin-ai';
import { AdminAgents } from '../components/admin-agents';
import { AdminModelsTable } from '../components/admin-models-table';
import { AdminProviderList } from '../components/admin-provider-list';

addCatalogueSections({ aiLab });

/**
 * /ai-lab/settings, 'Configurações de IA' (admin and master; the server checks it too): providers and
 * their keys, models, and the academy's agents ('Gerenciar Modelos de IA', tabs Modelos and Agentes).
 */
export default function AdminSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('aiLab.settings.title'));
  const providers = useQuery(aiProvidersQueryOptions);
  const models = useQuery(adminAiModelsQueryOptions);
  // Agents live behind the AI lab's own permission on the server (/api/ai/agents); the rest of the
  // page is the role's alone.
  const { data: me } = useMe();
  const hasLab = me ? canUsePermission(me, 'aiLab') : false;
  const agents = useQuery({ ...aiAgentsQueryOptions, enabled: hasLab });
  const failed = providers.isError || models.isError || agents.isError;
  const retry = () => void Promise.all([providers.refetch(), models.refetch(), hasLab && agents.refetch()]);
  const agentsReady = !hasLab || agents.data !== undefined;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('aiLab.settings.title')}</h1>
          <p className="text-muted-foreground">{t('aiLab.admin.subtitle')}</p>
        </div>
        <Link
          to="/ai-lab"
          className="text-sm font-medium text-link hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
        >
          {t('aiLab.admin.back')}
        </Link>
      </div>
      {failed && <InlineError message={t('aiLab.admin.loadError')} onRetry={retry} />}
      {!failed && (!providers.data || !models.data || !agentsReady) && <InlineLoading />}
      {providers.data && models.data && agentsReady && (
        <section aria-labelledby="ai-admin-manage" className="flex flex-col gap-4">
          <h2 id="ai-admin-manage" className="text-xl font-semibold">
            {t('aiLab.settings.manageTitle')}
          </h2>
          <Tabs defaultValue="models" className="flex flex-col gap-4">
            <TabsList>
              <TabsTrigger value="models">{t('aiLab.settings.tabs.models')}</TabsTrigger>
              <TabsTrigger value="agents">{t('aiLab.settings.tabs.agents')}</TabsTrigger>
            </TabsList>
            <TabsContent value="models" className="flex flex-col gap-6">
              <AdminProviderList providers={providers.data.providers} />
              <AdminModelsTable models={models.data.models} providers={providers.data.providers} />
            </TabsContent>
            <TabsContent value="agents">
              {agents.data ? (
                <AdminAgents agents={agents.data.agents} models={models.data.models} />
              ) : (
                <p className="text-sm text-muted-foreground">{t('aiLab.admin.agentsNeedLab')}</p>
              )}
            </TabsContent>
          </Tabs>
        </section>
      )}
    </div>
  );
}
