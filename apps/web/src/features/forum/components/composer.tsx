import { useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/layouts/member-avatar';
import { RenderedMarkdown } from '@/components/ui/rendered-markdown';
import { Textarea } from '@/components/ui/textarea';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { uploadPostImage, useMentionSuggestions, usePreview } from '../api/composer';
import type { TextEdit } from '../lib/composer-edit';
import { completeMention, insertAt, mentionAt } from '../lib/composer-edit';
import { ComposerToolbar } from './composer-toolbar';

const c = 'features.community.composer';

interface ComposerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  placeholder?: string;
  autoFocus?: boolean;
  /** aria-invalid / aria-describedby of the field. */
  controlProps: Record<string, unknown>;
  /** Ctrl+Enter (or ⌘+Enter). */
  onSubmitShortcut: () => void;
}

/**
 * The topic and reply composer: a toolbar, 'Escrever' / 'Visualizar' (rendered by the server as the
 * post will be), images pasted, dropped or picked (uploaded and inserted as Markdown), and members
 * offered as '@' is typed (keyboard and touch), inserting `@[Nome Completo]`.
 */
export function Composer({
  id,
  value,
  onChange,
  rows,
  placeholder,
  autoFocus,
  controlProps,
  onSubmitShortcut,
}: ComposerProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [uploads, setUploads] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const mention = tab === 'write' ? mentionAt(value, caret) : null;
  const open = mention !== null && mention.start !== dismissedAt;
  const query = useDebouncedValue(open ? mention.query : null, 150);
  const suggestions = useMentionSuggestions(query);
  const items = open ? (suggestions.data?.items ?? []) : [];
  const preview = usePreview(value, tab === 'preview');

  const current = (): TextEdit => {
    const element = box.current;
    return { text: value, start: element?.selectionStart ?? value.length, end: element?.selectionEnd ?? value.length };
  };
  const apply = (next: TextEdit) => {
    onChange(next.text);
    setCaret(next.end);
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(next.start, next.end);
    });
  };
  const choose = (name: string) => {
    if (mention) apply(completeMention(current(), mention, name));
    setActive(0);
  };

  const upload = async (files: File[]) => {
    for (const file of files.filter((candidate) => candidate.type.startsWith('image/'))) {
      setUploads((count) => count + 1);
      try {
        const image = await uploadPostImage(file);
        apply(insertAt(current(), `\n![${t(`${c}.imageAlt`)}](${image.url})\n`));
      } catch (error) {
        toast.error(t(`${c}.uploadError`), { description: apiErrorMessage(t, error) });
      } finally {
        setUploads((count) => count - 1);
      }
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files];
    if (files.some((file) => file.type.startsWith('image/'))) {
      event.preventDefault();
      void upload(files);
    }
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const files = [...event.dataTransfer.files];
    if (files.length === 0) return;
    event.preventDefault();
    void upload(files);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && items.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + items.length) % items.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(items[Math.min(active, items.length - 1)]!.name);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissedAt(mention.start);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) onSubmitShortcut();
  };

  const listId = `${id}-mentions`;
  const tabClass = (selected: boolean) =>
    cn(
      'min-h-9 rounded-md px-3 text-sm font-medium pointer-coarse:min-h-11',
      selected ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
    );
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-background p-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={t(`${c}.tabsLabel`)} className="flex gap-1 rounded-lg bg-muted p-1">
          <button
            type="button"
            aria-pressed={tab === 'write'}
            className={tabClass(tab === 'write')}
            onClick={() => setTab('write')}
          >
            {t(`${c}.write`)}
          </button>
          <button
            type="button"
            aria-pressed={tab === 'preview'}
            className={tabClass(tab === 'preview')}
            onClick={() => setTab('preview')}
          >
            {t(`${c}.preview`)}
          </button>
        </div>
        {tab === 'write' && (
          <ComposerToolbar
            edit={current}
            onEdit={apply}
            onPickImage={() => picker.current?.click()}
            linkText={t(`${c}.linkText`)}
          />
        )}
      </div>
      <input
        ref={picker}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          void upload([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {tab === 'preview' ? (
        <div className="min-h-28 p-2" aria-live="polite">
          {value.trim() === '' ? (
            <p className="text-sm text-muted-foreground">{t(`${c}.previewEmpty`)}</p>
          ) : preview.isError ? (
            <p className="text-sm text-destructive">{t(`${c}.previewError`)}</p>
          ) : preview.data ? (
            <RenderedMarkdown html={preview.data.html} />
          ) : (
            <p role="status" className="text-sm text-muted-foreground">
              {t('common.loading')}
            </p>
          )}
        </div>
      ) : (
        <div className="relative">
          <Textarea
            {...controlProps}
            id={id}
            ref={box}
            value={value}
            rows={rows}
            autoFocus={autoFocus}
            placeholder={placeholder}
            // A text box that offers a list ('@' suggestions): aria-expanded belongs to comboboxes only.
            aria-autocomplete="list"
            aria-controls={open && items.length > 0 ? listId : undefined}
            aria-activedescendant={
              open && items.length > 0 ? `${listId}-${Math.min(active, items.length - 1)}` : undefined
            }
            className="border-0 shadow-none focus-visible:ring-0"
            onChange={(event) => {
              onChange(event.target.value);
              setCaret(event.target.selectionStart);
            }}
            onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onDrop={onDrop}
          />
          {open && items.length > 0 && (
            <ul
              id={listId}
              role="listbox"
              aria-label={t(`${c}.mentionsLabel`)}
              className="absolute inset-x-0 top-full z-40 mt-1 max-h-64 overflow-y-auto rounded-lg border bg-popover p-1 shadow-lg"
            >
              {items.map((item, index) => (
                <li
                  key={item.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === Math.min(active, items.length - 1)}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm',
                    index === Math.min(active, items.length - 1) && 'bg-accent',
                  )}
                  // Pressed, not clicked: the text box keeps its focus and caret.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(item.name);
                  }}
                >
                  <MemberAvatar name={item.name} imageUrl={item.avatarUrl} className="size-7" aria-hidden />
                  {item.name}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {uploads > 0 && (
        <p role="status" className="px-2 text-xs text-muted-foreground">
          {t(`${c}.uploading`)}
        </p>
      )}
    </div>
  );
}
