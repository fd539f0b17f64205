import { sales } from '@blivion/shared/i18n/pt-BR';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { addCatalogueSections } from '@/lib/translations';
import { ConnectionsTab } from '../components/connections-tab';
import { EventsTab } from '../components/events-tab';
import { ProductsTab } from '../components/products-tab';

addCatalogueSections({ sales });

const TABS = ['connections', 'products', 'events'] as const;
type Tab = (typeof TABS)[number];

/** /admin/vendas: the selling platforms, the products' mappings and the events (admin and master). */
export default function AdminSalesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('sales.title'));
  const requested = params.get('aba') as Tab | null;
  const tab = requested && TABS.includes(requested) ? requested : 'connections';

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sales.title')}</h1>
        <p className="text-muted-foreground">{t('sales.subtitle')}</p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === 'connections' ? {} : { aba: next }, { replace: true })}
        className="flex flex-col gap-4"
      >
        <TabsList aria-label={t('sales.tabs.label')}>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="min-h-11 sm:min-h-0">
              {t(`sales.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="connections">
          <ConnectionsTab />
        </TabsContent>
        <TabsContent value="products">
          <ProductsTab />
        </TabsContent>
        <TabsContent value="events">
          <EventsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
