import { FORUM_TAGS_MAX, foldText } from '@blivion/shared/core';
import { forumTagField } from '@blivion/shared/forum';
import { Plus, X } from 'lucide-react';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

const INPUT_ID = 'topic-tag-input';
const ADD_ID = 'topic-tag-add';

/**
 * Tags: Enter or 'Adicionar' adds the typed tag; an empty tag, a repeated one (in any case) or a
 * sixth one is refused with its message. Leaving the box with a tag typed adds it too, so a tag is
 * not lost when the member goes straight to 'Publicar'.
 */
export function TagsField({
  tags,
  onChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const d = 'features.forum.newTopicDialog';
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();

  const add = () => {
    const parsed = forumTagField.safeParse(draft);
    if (!parsed.success) return setDraftError(parsed.error.issues[0]?.message);
    const folded = foldText(parsed.data);
    if (tags.some((tag) => foldText(tag) === folded)) return setDraftError('forumValidation.tagDuplicate');
    if (tags.length >= FORUM_TAGS_MAX) return setDraftError('forumValidation.tagsTooMany');
    onChange([...tags, parsed.data]);
    setDraft('');
    setDraftError(undefined);
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (draft.trim() && event.relatedTarget?.id !== ADD_ID) add();
  };
  const shownError = draftError ?? error;

  return (
    <FormField id={INPUT_ID} label={t(`${d}.tagsLabel`)} error={shownError} description={t(`${d}.tagsHint`)}>
      <div className="flex gap-2">
        <Input
          {...fieldControlProps(INPUT_ID, shownError, t(`${d}.tagsHint`))}
          value={draft}
          placeholder={t(`${d}.tagPlaceholder`)}
          autoComplete="off"
          enterKeyHint="enter"
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          onBlur={onBlur}
        />
        <Button id={ADD_ID} variant="outline" onClick={add}>
          <Plus aria-hidden="true" />
          {t(`${d}.addTag`)}
        </Button>
      </div>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('features.forum.post.tags')}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-2.5 text-sm"
            >
              #{tag}
              <button
                type="button"
                aria-label={t(`${d}.removeTag`, { tag })}
                className="flex size-5 items-center justify-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground"
                onClick={() => onChange(tags.filter((item) => item !== tag))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </FormField>
  );
}
