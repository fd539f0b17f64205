import { EyeOff, ImageIcon, Lock, Pencil, Sparkles, Trash2, Users, Workflow } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { PickerEntry, PickerTab } from '../lib/picker-tabs';
import { priceHint } from '../lib/price-hint';

const TAB_ICONS = { llms: Sparkles, image: ImageIcon, agents: Users, flow: Workflow } as const;

/** Each tab's own icon, beside its name and on its entries: community agents and FLOW BLIVION differ at a glance. */
export function PickerTabIcon({ tab, className }: { tab: PickerTab; className?: string }) {
  const Icon = TAB_ICONS[tab];
  return <Icon className={cn('size-4 shrink-0', className)} aria-hidden="true" />;
}

/**
 * One model or agent in the picker. The button is its name alone (its area covers the whole card);
 * the rest describes it. An entry that cannot answer has no button: its name and the reason why.
 */
export function PickerEntryRow({
  entry,
  isDefault,
  busy,
  onPick,
  onEdit,
  onDelete,
}: {
  entry: PickerEntry;
  isDefault: boolean;
  busy: boolean;
  onPick: (entry: PickerEntry) => void;
  /** An agent the member may change: 'Editar' and 'Excluir' beside its name. */
  onEdit?: (entry: PickerEntry) => void;
  onDelete?: (entry: PickerEntry) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = (
    <>
      <PickerTabIcon tab={entry.tab} className="text-primary" />
      <span className="font-semibold">{entry.name}</span>
    </>
  );
  return (
    <li
      className={cn(
        'relative flex flex-col items-start gap-1 rounded-lg border p-3',
        entry.available ? 'transition-colors hover:border-primary hover:bg-accent' : 'border-dashed bg-muted/40',
        isDefault && entry.available && 'border-primary',
      )}
    >
      <span className="flex flex-wrap items-center gap-2">
        {entry.available ? (
          <button
            type="button"
            disabled={busy}
            aria-describedby={`${id}-about`}
            onClick={() => onPick(entry)}
            className="flex items-center gap-2 text-left outline-none after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-ring disabled:opacity-60"
          >
            {name}
          </button>
        ) : (
          <span className="flex items-center gap-2">{name}</span>
        )}
        {entry.featured && <Badge>{t('aiLab.modelPicker.featured')}</Badge>}
        {entry.beta && <Badge variant="secondary">{t('aiLab.modelPicker.beta')}</Badge>}
        {entry.mine && <Badge variant="outline">{t('aiLab.lab.picker.mine')}</Badge>}
        {!entry.membersVisible && (
          <Badge variant="outline">
            <EyeOff className="size-3" aria-hidden="true" />
            {t('aiLab.lab.picker.hidden')}
          </Badge>
        )}
        {entry.isPrivate && (
          <Badge variant="outline">
            <Lock className="size-3" aria-hidden="true" />
            {t('aiLab.lab.picker.private')}
          </Badge>
        )}
      </span>
      <span id={`${id}-about`} className="flex flex-col gap-1">
        <span className="text-xs text-muted-foreground">
          {entry.ref.type === 'agent' && entry.creatorName
            ? `${entry.source} · ${t('aiLab.lab.picker.by', { name: entry.creatorName })}`
            : entry.source}
        </span>
        <span className="line-clamp-2 text-sm text-muted-foreground">{entry.description}</span>
        {entry.model && <span className="text-xs text-muted-foreground">{priceHint(t, entry.model)}</span>}
      </span>
      {entry.capabilities.length > 0 && (
        <span className="flex flex-wrap gap-1">
          {entry.capabilities.map((capability) => (
            <Badge key={capability} variant="outline" className="font-normal">
              {t(`aiLab.capabilities.${capability}`)}
            </Badge>
          ))}
        </span>
      )}
      {((entry.canEdit && onEdit) || (entry.canDelete && onDelete)) && (
        // Above the name's button, whose area covers the card.
        <span className="relative z-10 flex gap-1">
          {entry.canEdit && onEdit && (
            <Button variant="outline" size="sm" onClick={() => onEdit(entry)}>
              <Pencil aria-hidden="true" />
              <span aria-hidden="true">{t('aiLab.lab.agent.edit')}</span>
              <span className="sr-only">{t('aiLab.lab.agent.editNamed', { name: entry.name })}</span>
            </Button>
          )}
          {entry.canDelete && onDelete && (
            <Button variant="outline" size="sm" onClick={() => onDelete(entry)}>
              <Trash2 aria-hidden="true" />
              <span aria-hidden="true">{t('aiLab.lab.agent.delete')}</span>
              <span className="sr-only">{t('aiLab.lab.agent.deleteNamed', { name: entry.name })}</span>
            </Button>
          )}
        </span>
      )}
      {!entry.available && (
        <span className="text-sm font-medium text-destructive-text">
          {t('aiLab.modelPicker.unavailable')}
          {entry.unavailableReason ? ` — ${t(`aiLab.models.unavailable.${entry.unavailableReason}`)}` : ''}
        </span>
      )}
    </li>
  );
}
