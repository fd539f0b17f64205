import type { AiProvider } from '@blivion/shared/ai';
import { ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { AdminProviderCard } from './admin-provider-card';
import { AdminProviderForm } from './admin-provider-form';

type ProviderState = 'working' | 'untested' | 'failing' | 'noKey';

/** Where a provider stands: no key, or its key's last test. */
export function providerState(provider: AiProvider): ProviderState {
  return provider.hasKey ? provider.keyStatus : 'noKey';
}

const DOT: Record<ProviderState, string> = {
  working: 'bg-emerald-500',
  untested: 'bg-amber-400',
  failing: 'bg-red-500',
  noKey: 'bg-muted-foreground/50',
};

/**
 * The providers as a compact list: a status dot, the name, the kind and the number of models; a
 * row opens its editor (key, test, remove) in a dialog, and 'Adicionar provedor' opens the form.
 */
export function AdminProviderList({ providers }: { providers: AiProvider[] }) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const open = providers.find((provider) => provider.id === openId) ?? null;

  return (
    <section aria-labelledby="ai-admin-providers" className="flex flex-col gap-3">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <hgroup className="flex min-w-0 flex-col gap-1">
          <h2 id="ai-admin-providers" className="text-lg font-semibold">
            {t('aiLab.admin.providersTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('aiLab.admin.providersHint')}</p>
        </hgroup>
        <Button type="button" variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {t('aiLab.admin.addProvider')}
        </Button>
      </header>
      {providers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('aiLab.admin.noProviders')}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {providers.map((provider) => {
            const state = providerState(provider);
            return (
              <li key={provider.id}>
                <button
                  type="button"
                  className="flex min-h-11 w-full items-center gap-3 px-3 py-2 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => setOpenId(provider.id)}
                >
                  <span className={cn('size-2.5 shrink-0 rounded-full', DOT[state])} aria-hidden="true" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium">{provider.name}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {t(`aiLab.models.providerKinds.${provider.kind}`)} ·{' '}
                      {t('aiLab.admin.models', { count: provider.modelCount })}
                    </span>
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {t(`aiLab.admin.providerState.${state}`)}
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpenId(null)}>
        {open && (
          <DialogContent title={open.name} description={t('aiLab.admin.providersHint')} className="max-w-xl">
            <AdminProviderCard provider={open} />
          </DialogContent>
        )}
      </Dialog>
      <Dialog open={adding} onOpenChange={setAdding}>
        {adding && (
          <DialogContent title={t('aiLab.admin.addProvider')} className="max-w-xl">
            <AdminProviderForm onDone={() => setAdding(false)} />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
