import { RotateCcw } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export interface TranslationEntry {
  key: string;
  defaultValue: string;
  /** The saved override, if any. */
  saved: string | undefined;
  /** The unsaved edit, if any. */
  draft: string | undefined;
}

interface TranslationRowProps {
  entry: TranslationEntry;
  onChange: (key: string, value: string) => void;
  onReset: (key: string) => void;
  resetting: boolean;
}

/** One catalogue key: its default text and an editor for the current one. */
export const TranslationRow = memo(function TranslationRow({
  entry,
  onChange,
  onReset,
  resetting,
}: TranslationRowProps) {
  const { t } = useTranslation();
  const value = entry.draft ?? entry.saved ?? entry.defaultValue;
  const modified = entry.saved !== undefined || (entry.draft !== undefined && entry.draft !== entry.defaultValue);
  const empty = value.length === 0;
  const inputId = `translation-${entry.key}`;
  return (
    <div className="flex flex-col gap-1.5 border-b px-3 py-2.5">
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate font-mono text-xs" title={entry.key}>
          {entry.key}
        </code>
        {modified && <Badge variant="secondary">{t('features.translations.modified')}</Badge>}
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t('features.translations.resetKey', { key: entry.key })}
          title={t('features.translations.reset')}
          disabled={!modified || resetting}
          onClick={() => onReset(entry.key)}
        >
          <RotateCcw aria-hidden="true" />
        </Button>
      </div>
      <p className="truncate text-xs text-muted-foreground" title={entry.defaultValue}>
        {t('features.translations.defaultValue', { value: entry.defaultValue })}
      </p>
      <Input
        id={inputId}
        value={value}
        aria-label={t('features.translations.valueLabel', { key: entry.key })}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? `${inputId}-error` : undefined}
        maxLength={5000}
        className={cn('h-9', entry.draft !== undefined && 'border-primary')}
        onChange={(event) => onChange(entry.key, event.target.value)}
      />
      {empty && (
        <p id={`${inputId}-error`} className="text-xs font-medium text-destructive-text">
          {t('features.translations.emptyValue')}
        </p>
      )}
    </div>
  );
});
