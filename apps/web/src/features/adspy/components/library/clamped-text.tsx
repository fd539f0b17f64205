import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** Texts longer than this many characters or lines start clamped, with 'ver mais'. */
export const CLAMP_CHARS = 180;
export const CLAMP_LINES = 4;

/** Whether a creative text is long enough to start clamped (counted as text: emoji and accents are one each). */
export function isLongText(text: string): boolean {
  return [...text].length > CLAMP_CHARS || text.split('\n').length > CLAMP_LINES;
}

/** The creative text, clamped to four lines when long, with a 'ver mais' / 'ver menos' button. */
export function ClampedText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = isLongText(text);
  return (
    <div className="flex flex-col items-start gap-1">
      <p id={id} className={cn('break-words whitespace-pre-line', long && !open && 'line-clamp-4', className)}>
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="-mx-1 rounded px-1 text-sm font-medium text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring pointer-coarse:min-h-11"
        >
          {t(open ? 'adSpy.cards.showLess' : 'adSpy.cards.showMore')}
        </button>
      )}
    </div>
  );
}
