import type { AiTargetRef } from '@blivion/shared/ai';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SearchInput } from '@/components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePicker } from '../api/get-picker';
import { matchesSearch, PICKER_TABS, pickerTabs, sameRef, type PickerEntry, type PickerTab } from '../lib/picker-tabs';
import { DeleteAgentDialog } from './delete-agent-dialog';
import { PickerEntryRow, PickerTabIcon } from './picker-entry';

const EMPTY_TEXT: Record<PickerTab, string> = {
  llms: 'aiLab.lab.picker.emptyLlms',
  image: 'aiLab.lab.picker.emptyImage',
  agents: 'aiLab.lab.picker.emptyAgents',
  flow: 'aiLab.lab.picker.emptyFlow',
};

/** What each tab holds, said above its list: the two agent tabs are told apart by whose agents they are. */
const TAB_INTRO: Record<PickerTab, string> = {
  llms: 'aiLab.lab.picker.llmsIntro',
  image: 'aiLab.lab.picker.imageIntro',
  agents: 'aiLab.lab.picker.agentsIntro',
  flow: 'aiLab.lab.picker.flowIntro',
};

/** 'Escolha um modelo de IA': four tabs of lists 380 px high; picking an entry chooses what the chat talks to. */
export function ModelPickerDialog({
  busy,
  initialTab = 'llms',
  onPick,
  onCreateAgent,
  onEditAgent,
  canCreateAcademy,
  onOpenChange,
}: {
  busy: boolean;
  initialTab?: PickerTab;
  onPick: (ref: AiTargetRef) => void;
  /** 'Criar Novo Agente' on the agents tab, and on FLOW BLIVION for admin and master (academy agents). */
  onCreateAgent: (scope: 'community' | 'academy') => void;
  /** 'Editar' on an agent the member may change (their own; academy ones for admin and master). */
  onEditAgent: (agent: { id: string; scope: 'community' | 'academy' }) => void;
  canCreateAcademy: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const picker = usePicker();
  const [tab, setTab] = useState<PickerTab>(initialTab);
  const [search, setSearch] = useState('');
  const tabs = picker.data ? pickerTabs(picker.data) : null;
  const [deleting, setDeleting] = useState<PickerEntry | null>(null);

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={t('aiLab.modelPicker.title')}
        description={t('aiLab.lab.picker.description')}
        className="max-w-3xl"
      >
        <SearchInput
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('aiLab.modelPicker.searchPlaceholder')}
          aria-label={t('aiLab.modelPicker.searchPlaceholder')}
        />
        <Tabs value={tab} onValueChange={(value) => setTab(value as PickerTab)} className="flex flex-col gap-3">
          <TabsList className="grid w-full grid-cols-2 sm:grid-cols-4">
            {PICKER_TABS.map((name) => (
              <TabsTrigger key={name} value={name} className="gap-1.5 px-2 text-xs">
                <PickerTabIcon tab={name} />
                {t(`aiLab.modelPicker.tabs.${name}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {PICKER_TABS.map((name) => {
            const entries = (tabs?.[name] ?? []).filter((entry) => matchesSearch(entry, search));
            return (
              <TabsContent key={name} value={name} className="flex flex-col gap-2">
                <p className="text-sm text-muted-foreground">{t(TAB_INTRO[name])}</p>
                {(name === 'agents' || (name === 'flow' && canCreateAcademy)) && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start"
                    onClick={() => onCreateAgent(name === 'flow' ? 'academy' : 'community')}
                  >
                    <Plus aria-hidden="true" />
                    {t('aiLab.modelPicker.createAgent')}
                  </Button>
                )}
                <div
                  className="h-[380px] overflow-y-auto rounded-md border p-2"
                  tabIndex={0}
                  role="region"
                  aria-label={t(`aiLab.modelPicker.tabs.${name}`)}
                  aria-busy={picker.isPending}
                >
                  {picker.isError ? (
                    <QueryError
                      error={picker.error}
                      title={t('aiLab.lab.picker.loadError')}
                      onRetry={() => void picker.refetch()}
                    />
                  ) : picker.isPending ? (
                    <p className="p-3 text-sm text-muted-foreground">{t('common.loading')}</p>
                  ) : entries.length === 0 ? (
                    <p className="p-3 text-sm text-muted-foreground">
                      {search.trim() ? t('aiLab.modelPicker.empty') : t(EMPTY_TEXT[name])}
                    </p>
                  ) : (
                    <ul className="flex flex-col gap-2">
                      {entries.map((entry) => (
                        <PickerEntryRow
                          key={`${entry.ref.type}-${entry.ref.id}`}
                          entry={entry}
                          isDefault={sameRef(entry.ref, picker.data?.defaultRef)}
                          busy={busy}
                          onPick={(picked) => onPick(picked.ref)}
                          onEdit={(agent) =>
                            onEditAgent({ id: agent.ref.id, scope: name === 'flow' ? 'academy' : 'community' })
                          }
                          onDelete={setDeleting}
                        />
                      ))}
                    </ul>
                  )}
                </div>
              </TabsContent>
            );
          })}
        </Tabs>
        <DeleteAgentDialog agent={deleting} onClose={() => setDeleting(null)} />
      </DialogContent>
    </Dialog>
  );
}
