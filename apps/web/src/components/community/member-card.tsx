import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstUse } from '@/hooks/use-first-use';
import { cn } from '@/lib/utils';

export { memberPagePath } from './member-page-path';

const loadPopover = () => import('./member-card-popover');
const MemberCardPopover = lazy(() => loadPopover().then((module) => ({ default: module.MemberCardPopover })));

/**
 * An author's name or photo that opens their card (name, level, bio line, 'Ver perfil'): in the
 * forum, the ranking, lesson questions and notifications. The card's code (a Radix popover) loads
 * when the trigger is pointed at or focused and mounts open at the first click, as the bell does,
 * so no page's first load carries it; its data loads when first opened.
 */
export function MemberCardTrigger({
  memberId,
  name,
  children,
  className,
  decorative = false,
}: {
  memberId: string;
  name: string;
  children: ReactNode;
  className?: string;
  /**
   * A photo beside the name's own trigger: it opens the card on a tap or click, but stays out of
   * the keyboard order and the accessibility tree (the name's button says the same).
   */
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  const { used, triggerProps } = useFirstUse(loadPopover);
  const trigger = (
    <button
      type="button"
      aria-haspopup="dialog"
      {...(decorative
        ? { 'aria-hidden': true, tabIndex: -1 }
        : { 'aria-label': t('features.community.card.open', { name }) })}
      {...triggerProps}
      className={cn(
        'inline-flex min-w-0 items-center gap-2 rounded-md text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring pointer-coarse:min-h-11',
        className,
      )}
    >
      {children}
    </button>
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <MemberCardPopover memberId={memberId} name={name} trigger={trigger} />
    </Suspense>
  );
}
