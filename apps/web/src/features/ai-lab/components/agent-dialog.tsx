import { createAiAgentSchema, type AiAgentScope } from '@blivion/shared/ai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
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
import { labErrorText } from '../lib/lab-errors';

type Field = 'name' | 'description' | 'prompt' | 'modelId';
const FIELDS: Field[] = ['name', 'description', 'prompt', 'modelId'];
const d = 'aiLab.agentDialog';
const TAB_PANEL = 'data-[state=inactive]:hidden';

/**
 * 'Criar Novo Agente': tabs Comunidade and Academia (the second for admin and master only; the
 * server decides too). Every field is required; a community agent is public or private.
 */
export function AgentDialog({
  initialScope,
  canCreateAcademy,
  onOpenChange,
}: {
  initialScope: AiAgentScope;
  canCreateAcademy: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const picker = usePicker();
  const createAgent = useCreateAgent();
  const [scope, setScope] = useState<AiAgentScope>(canCreateAcademy ? initialScope : 'community');
  const [values, setValues] = useState<Record<Field, string>>({ name: '', description: '', prompt: '', modelId: '' });
  const [isPublic, setIsPublic] = useState(true);
  const [missing, setMissing] = useState<Field[]>([]);

  const models = (picker.data?.models ?? []).filter((model) => model.kind === 'llm');
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const error = (field: Field) => (missing.includes(field) ? `${d}.requiredAll` : undefined);
  const requiredMessage = scope === 'academy' ? 'aiLab.toasts.academyAgentRequired' : `${d}.requiredAll`;

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
      toast.error(t('aiLab.lab.agent.saveError'), {
        description: translateMessage(t, checked.error.issues[0]?.message),
      });
      return;
    }
    try {
      const agent = await createAgent.mutateAsync(body);
      toast.success(t('aiLab.toasts.agentAdded'), { description: t('aiLab.lab.agent.created', { name: agent.name }) });
      onOpenChange(false);
    } catch (cause) {
      toast.error(t('aiLab.lab.agent.saveError'), { description: labErrorText(t, cause, 'aiLab.lab.agent.saveError') });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !createAgent.isPending && onOpenChange(open)}>
      <DialogContent title={t(`${d}.title`)} description={t(`${d}.description`)} className="max-w-xl">
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <Tabs
            value={scope}
            onValueChange={(value) => setScope(value as AiAgentScope)}
            className="flex flex-col gap-4"
          >
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="community">{t(`${d}.tabs.community`)}</TabsTrigger>
              {canCreateAcademy && <TabsTrigger value="academy">{t(`${d}.tabs.academy`)}</TabsTrigger>}
            </TabsList>
            {missing.length > 0 && (
              <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive-text">
                {t(requiredMessage)}
              </p>
            )}
            <FormField id="agent-name" label={t(`${d}.name`)} error={error('name')}>
              <Input
                {...fieldControlProps('agent-name', error('name'))}
                value={values.name}
                onChange={(event) => set('name')(event.target.value)}
                placeholder={t(`${d}.namePlaceholder`)}
              />
            </FormField>
            <FormField id="agent-description" label={t(`${d}.descriptionLabel`)} error={error('description')}>
              <Input
                {...fieldControlProps('agent-description', error('description'))}
                value={values.description}
                onChange={(event) => set('description')(event.target.value)}
                placeholder={t(`${d}.descriptionPlaceholder`)}
              />
            </FormField>
            <FormField id="agent-prompt" label={t(`${d}.prompt`)} error={error('prompt')}>
              <Textarea
                {...fieldControlProps('agent-prompt', error('prompt'))}
                rows={5}
                value={values.prompt}
                onChange={(event) => set('prompt')(event.target.value)}
                placeholder={t(`${d}.promptPlaceholder`)}
              />
            </FormField>
            <FormField
              id="agent-modelId"
              label={t(`${d}.model`)}
              error={error('modelId')}
              description={picker.isSuccess && models.length === 0 ? t('aiLab.lab.agent.noModels') : undefined}
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
            {canCreateAcademy && (
              <TabsContent value="academy" forceMount className={TAB_PANEL}>
                <p className="text-sm text-muted-foreground">{t(`${d}.academyAlwaysPublic`)}</p>
              </TabsContent>
            )}
          </Tabs>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={createAgent.isPending}>
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton busy={createAgent.isPending} busyLabel={t(`${d}.submitting`)}>
              {t(`${d}.submit`)}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
