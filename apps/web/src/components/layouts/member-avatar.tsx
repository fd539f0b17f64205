import { Avatar } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '@/lib/initials';
import { cn } from '@/lib/utils';

/** A member's profile photo, or their initials. Never the personal logo: that is a brand, not a face. */
export function MemberAvatar({
  name,
  imageUrl,
  className,
  'aria-hidden': ariaHidden,
}: {
  name: string | null | undefined;
  imageUrl: string | null | undefined;
  className?: string;
  'aria-hidden'?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Avatar.Root
      aria-hidden={ariaHidden}
      className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full bg-primary select-none', className)}
    >
      {imageUrl && <Avatar.Image src={imageUrl} alt="" className="size-full object-cover" />}
      <Avatar.Fallback className="flex size-full items-center justify-center text-sm font-semibold text-primary-foreground">
        {initialsOf(name, t('common.avatarFallback'))}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
