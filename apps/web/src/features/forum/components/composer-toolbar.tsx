import { Bold, Code, ImagePlus, Italic, Link2, List, Quote, Smile } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextEdit } from '../lib/composer-edit';
import { insertAt, prefixLines, wrapSelection } from '../lib/composer-edit';

const c = 'features.community.composer';
const EMOJI = ['😀', '😂', '😍', '🙏', '👏', '🔥', '🚀', '💡', '✅', '❤️', '👍', '🎉', '🤔', '💰', '📈', '👀'];

type Action = {
  key: 'bold' | 'italic' | 'list' | 'link' | 'quote' | 'code';
  icon: ComponentType<{ className?: string }>;
};
const ACTIONS: Action[] = [
  { key: 'bold', icon: Bold },
  { key: 'italic', icon: Italic },
  { key: 'list', icon: List },
  { key: 'link', icon: Link2 },
  { key: 'quote', icon: Quote },
  { key: 'code', icon: Code },
];

const BUTTON =
  'flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring sm:size-9';

/** Bold, italic, list, link, quote, code, emoji and image, acting on the text box's selection. */
export function ComposerToolbar({
  edit,
  onEdit,
  onPickImage,
  linkText,
}: {
  edit: () => TextEdit;
  onEdit: (next: TextEdit) => void;
  onPickImage: () => void;
  linkText: string;
}) {
  const { t } = useTranslation();
  const apply = (key: Action['key']) => {
    const current = edit();
    if (key === 'bold') return onEdit(wrapSelection(current, '**', '**'));
    if (key === 'italic') return onEdit(wrapSelection(current, '*', '*'));
    if (key === 'code') {
      const multiline = current.text.slice(current.start, current.end).includes('\n');
      return onEdit(multiline ? wrapSelection(current, '```\n', '\n```') : wrapSelection(current, '`', '`'));
    }
    if (key === 'link') return onEdit(wrapSelection(current, '[', '](https://)', linkText));
    return onEdit(prefixLines(current, key === 'list' ? '- ' : '> '));
  };
  return (
    <div role="toolbar" aria-label={t(`${c}.toolbarLabel`)} className="flex flex-wrap items-center gap-0.5">
      {ACTIONS.map(({ key, icon: Icon }) => (
        <button key={key} type="button" className={BUTTON} title={t(`${c}.${key}`)} onClick={() => apply(key)}>
          <Icon className="size-4" aria-hidden="true" />
          <span className="sr-only">{t(`${c}.${key}`)}</span>
        </button>
      ))}
      <Popover.Root>
        <Popover.Trigger type="button" className={BUTTON} title={t(`${c}.emoji`)}>
          <Smile className="size-4" aria-hidden="true" />
          <span className="sr-only">{t(`${c}.emoji`)}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label={t(`${c}.emojiLabel`)}
            sideOffset={4}
            collisionPadding={8}
            className="z-50 grid grid-cols-8 gap-0.5 rounded-lg border bg-popover p-2 shadow-lg"
          >
            {EMOJI.map((emoji) => (
              <Popover.Close
                key={emoji}
                type="button"
                className="flex size-11 items-center justify-center rounded text-xl hover:bg-accent sm:size-9"
                onClick={() => onEdit(insertAt(edit(), emoji))}
              >
                {emoji}
              </Popover.Close>
            ))}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <button type="button" className={BUTTON} title={t(`${c}.image`)} onClick={onPickImage}>
        <ImagePlus className="size-4" aria-hidden="true" />
        <span className="sr-only">{t(`${c}.image`)}</span>
      </button>
    </div>
  );
}
