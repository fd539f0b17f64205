import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { cn } from '@/lib/utils';
import { readDraft, saveDraft } from '../lib/drafts';
import { replyError } from '../lib/reply-rules';
import { Composer } from './composer';

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
  /** Keeps the text in this browser under this key until it is sent (a new reply's topic). */
  draftKey?: string;
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
  draftKey,
}: ReplyEditorProps) {
  const { t } = useTranslation();
  const [content, setContentState] = useState(() => (draftKey ? (readDraft(draftKey) ?? initial) : initial));
  const setContent = (next: string) => {
    setContentState(next);
    if (draftKey) saveDraft(draftKey, next);
  };
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const hint = t('features.community.composer.hint');

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
        <Composer
          id={id}
          controlProps={fieldControlProps(id, error, hint)}
          value={content}
          onChange={setContent}
          rows={onCancel ? 4 : 5}
          autoFocus={autoFocus}
          placeholder={t('features.forum.post.replyPlaceholder')}
          onSubmitShortcut={() => document.getElementById(id)?.closest('form')?.requestSubmit()}
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
