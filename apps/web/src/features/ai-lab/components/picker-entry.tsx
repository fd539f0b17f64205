import { Bot, Lock, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { PickerEntry } from '../lib/picker-tabs';

/** One model or agent in the picker: a button that starts the chat, or, when it cannot answer, the reason why. */
export function PickerEntryRow({
  entry,
  isDefault,
  busy,
  onPick,
}: {
  entry: PickerEntry;
  isDefault: boolean;
  busy: boolean;
  onPick: (entry: PickerEntry) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const body = (
    <>
      <span className="flex flex-wrap items-center gap-2">
        {entry.ref.type === 'agent' ? (
          <Bot className="size-4 text-primary" aria-hidden="true" />
        ) : (
          <Sparkles className="size-4 text-primary" aria-hidden="true" />
        )}
        <span id={`${id}-name`} className="font-semibold">
          {entry.name}
        </span>
        {entry.featured && <Badge>{t('aiLab.modelPicker.featured')}</Badge>}
        {entry.beta && <Badge variant="secondary">{t('aiLab.modelPicker.beta')}</Badge>}
        {entry.mine && <Badge variant="outline">{t('aiLab.lab.picker.mine')}</Badge>}
        {entry.isPrivate && (
          <Badge variant="outline">
            <Lock className="size-3" aria-hidden="true" />
            {t('aiLab.lab.picker.private')}
          </Badge>
        )}
      </span>
      <span id={`${id}-about`} className="text-xs text-muted-foreground">
        {entry.ref.type === 'agent' && entry.creatorName
          ? `${entry.source} · ${t('aiLab.lab.picker.by', { name: entry.creatorName })}`
          : entry.source}
      </span>
      <span className="line-clamp-2 text-sm text-muted-foreground">{entry.description}</span>
      {entry.capabilities.length > 0 && (
        <span className="flex flex-wrap gap-1">
          {entry.capabilities.map((capability) => (
            <Badge key={capability} variant="outline" className="font-normal">
              {t(`aiLab.capabilities.${capability}`)}
            </Badge>
          ))}
        </span>
      )}
    </>
  );
  const frame = 'flex w-full flex-col items-start gap-1 rounded-lg border p-3 text-left';

  if (!entry.available) {
    return (
      <li className={cn(frame, 'opacity-70')}>
        {body}
        <span className="text-sm font-medium text-destructive">
          {t('aiLab.modelPicker.unavailable')}
          {entry.unavailableReason ? ` — ${t(`aiLab.models.unavailable.${entry.unavailableReason}`)}` : ''}
        </span>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        disabled={busy}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-about`}
        onClick={() => onPick(entry)}
        className={cn(
          frame,
          'transition-colors hover:border-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60',
          isDefault && 'border-primary',
        )}
      >
        {body}
      </button>
    </li>
  );
}
