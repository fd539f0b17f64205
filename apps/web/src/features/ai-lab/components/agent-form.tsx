import { createAiAgentSchema, type AiAgentDetail, type AiAgentScope } from '@blivion/shared/ai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { translateMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useCreateAgent } from '../api/create-agent';
import { usePicker } from '../api/get-picker';
import { useUpdateAgent } from '../api/manage-agent';
import { labErrorText } from '../lib/lab-errors';

type Field = 'name' | 'description' | 'prompt' | 'modelId';
const FIELDS: Field[] = ['name', 'description', 'prompt', 'modelId'];
const d = 'aiLab.agentDialog';
const a = 'aiLab.lab.agent';
const TAB_PANEL = 'data-[state=inactive]:hidden';

/**
 * The fields of 'Criar Novo Agente', and of 'Editar Agente' when `agent` is given (prefilled; its
 * scope stays as it is). Every field is required; a community agent is public or private.
 */
export function AgentForm({
  agent,
  initialScope,
  canCreateAcademy,
  onBusyChange,
  onDone,
}: {
  agent?: AiAgentDetail;
  initialScope: AiAgentScope;
  canCreateAcademy: boolean;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const picker = usePicker();
  const createAgent = useCreateAgent();
  const updateAgent = useUpdateAgent();
  const [scope, setScope] = useState<AiAgentScope>(agent?.scope ?? (canCreateAcademy ? initialScope : 'community'));
  const [values, setValues] = useState<Record<Field, string>>({
    name: agent?.name ?? '',
    description: agent?.description ?? '',
    prompt: agent?.prompt ?? '',
    modelId: agent?.modelId ?? '',
  });
  const [isPublic, setIsPublic] = useState(agent?.isPublic ?? true);
  const [missing, setMissing] = useState<Field[]>([]);
  const busy = createAgent.isPending || updateAgent.isPending;
  const saveError = agent ? `${a}.updateError` : `${a}.saveError`;

  const models = (picker.data?.models ?? []).filter((model) => model.kind === 'llm');
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const error = (field: Field) => (missing.includes(field) ? `${d}.requiredAll` : undefined);
  const requiredMessage = scope === 'academy' ? 'aiLab.toasts.academyAgentRequired' : `${d}.requiredAll`;

  const save = async (body: { scope: AiAgentScope; isPublic: boolean } & Record<Field, string>) => {
    if (!agent) {
      const created = await createAgent.mutateAsync(body);
      toast.success(t('aiLab.toasts.agentAdded'), { description: t(`${a}.created`, { name: created.name }) });
      return;
    }
    const { scope: _scope, ...change } = body;
    const updated = await updateAgent.mutateAsync({ id: agent.id, body: change });
    toast.success(t(`${a}.updated`, { name: updated.name }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = FIELDS.filter((field) => values[field].trim() === '');
    setMissing(empty);
    if (empty.length > 0) {
      toast.error(t('aiLab.toasts.requiredTitle'), { description: t(requiredMessage) });
      document.getElementById(`agent-${empty[0]}`)?.focus();
      return;
    }
    const body = { scope, ...values, isPublic: scope === 'academy' || isPublic };
    const checked = createAiAgentSchema.safeParse(body);
    if (!checked.success) {
      toast.error(t(saveError), { description: translateMessage(t, checked.error.issues[0]?.message) });
      return;
    }
    onBusyChange(true);
    try {
      await save(body);
      onDone();
    } catch (cause) {
      toast.error(t(saveError), { description: labErrorText(t, cause, saveError) });
    } finally {
      onBusyChange(false);
    }
  };

  const control = (field: Exclude<Field, 'modelId'>) => ({
    ...fieldControlProps(`agent-${field}`, error(field)),
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Tabs value={scope} onValueChange={(value) => setScope(value as AiAgentScope)} className="flex flex-col gap-4">
        {!agent && (
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="community">{t(`${d}.tabs.community`)}</TabsTrigger>
            {canCreateAcademy && <TabsTrigger value="academy">{t(`${d}.tabs.academy`)}</TabsTrigger>}
          </TabsList>
        )}
        {missing.length > 0 && (
          <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive-text">
            {t(requiredMessage)}
          </p>
        )}
        <FormField id="agent-name" label={t(`${d}.name`)} error={error('name')}>
          <Input {...control('name')} placeholder={t(`${d}.namePlaceholder`)} />
        </FormField>
        <FormField id="agent-description" label={t(`${d}.descriptionLabel`)} error={error('description')}>
          <Input {...control('description')} placeholder={t(`${d}.descriptionPlaceholder`)} />
        </FormField>
        <FormField id="agent-prompt" label={t(`${d}.prompt`)} error={error('prompt')}>
          <Textarea {...control('prompt')} rows={5} placeholder={t(`${d}.promptPlaceholder`)} />
        </FormField>
        <FormField
          id="agent-modelId"
          label={t(`${d}.model`)}
          error={error('modelId')}
          description={picker.isSuccess && models.length === 0 ? t(`${a}.noModels`) : undefined}
        >
          <SelectField
            {...fieldControlProps('agent-modelId', error('modelId'))}
            value={values.modelId}
            onValueChange={set('modelId')}
            placeholder={t(`${d}.modelPlaceholder`)}
            options={models.map((model) => ({
              value: model.id,
              label: model.available ? model.name : `${model.name} (${t('aiLab.modelPicker.unavailable')})`,
            }))}
          />
        </FormField>
        <TabsContent value="community" forceMount className={TAB_PANEL}>
          <div className="flex items-center gap-3">
            <Switch id="agent-public" checked={isPublic} onCheckedChange={setIsPublic} />
            <Label htmlFor="agent-public">{t(`${d}.isPublic`)}</Label>
          </div>
        </TabsContent>
        {(canCreateAcademy || scope === 'academy') && (
          <TabsContent value="academy" forceMount className={TAB_PANEL}>
            <p className="text-sm text-muted-foreground">{t(`${d}.academyAlwaysPublic`)}</p>
          </TabsContent>
        )}
      </Tabs>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <SubmitButton busy={busy} busyLabel={t(agent ? `${a}.saving` : `${d}.submitting`)}>
          {t(agent ? `${a}.save` : `${d}.submit`)}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
