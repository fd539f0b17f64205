import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { replyError } from '../lib/reply-rules';

interface ReplyEditorProps {
  id: string;
  label: string;
  hideLabel?: boolean;
  initial?: string;
  submitLabel: string;
  busyLabel: string;
  /** Resolves true when the text was saved (the box then empties, for a new reply). */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A Markdown box for a reply: writing one, or editing one in place (save or cancel). */
export function ReplyEditor({
  id,
  label,
  hideLabel,
  initial = '',
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: ReplyEditorProps) {
  const { t } = useTranslation();
  const [content, setContent] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const hint = t('features.forum.post.replyHint');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = replyError(content);
    setError(problem);
    if (problem) return document.getElementById(id)?.focus();
    setBusy(true);
    try {
      if ((await onSubmit(content)) && !onCancel) setContent('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <FormField
        id={id}
        label={<span className={cn(hideLabel && 'sr-only')}>{label}</span>}
        error={error}
        description={hint}
      >
        <Textarea
          {...fieldControlProps(id, error, hint)}
          value={content}
          rows={onCancel ? 4 : 5}
          autoFocus={autoFocus}
          placeholder={t('features.forum.post.replyPlaceholder')}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl+Enter (or ⌘+Enter) sends, as in most comment boxes.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
          }}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('features.forum.post.cancel')}
          </Button>
        )}
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
