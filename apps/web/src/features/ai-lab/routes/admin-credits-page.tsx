import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { addCatalogueSections } from '@/lib/translations';
import { AdminCreditAllowances } from '../components/credits/admin-credit-allowances';
import { AdminCreditMembers } from '../components/credits/admin-credit-members';

addCatalogueSections({ aiLab });

const a = 'aiLab.credits.admin';

/** /ai-lab/credits (admin and master): usage per member with grants and removals, and the monthly allowance per role. */
export default function AdminCreditsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === 'mensais' ? 'mensais' : 'membros';
  useDocumentTitle(t(`${a}.title`));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(`${a}.title`)}</h1>
        <p className="text-muted-foreground">{t(`${a}.subtitle`)}</p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === 'membros' ? {} : { aba: next }, { replace: true })}
        className="flex flex-col gap-4"
      >
        <TabsList aria-label={t(`${a}.tabsLabel`)}>
          <TabsTrigger value="membros">{t(`${a}.members`)}</TabsTrigger>
          <TabsTrigger value="mensais">{t('aiLab.settings.monthlyAllowance')}</TabsTrigger>
        </TabsList>
        <TabsContent value="membros">
          <AdminCreditMembers />
        </TabsContent>
        <TabsContent value="mensais">
          <AdminCreditAllowances />
        </TabsContent>
      </Tabs>
    </div>
  );
}
