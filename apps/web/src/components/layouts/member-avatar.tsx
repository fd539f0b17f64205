import { Avatar } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '@/lib/initials';
import { cn } from '@/lib/utils';

export function MemberAvatar({
  name,
  logoUrl,
  className,
  'aria-hidden': ariaHidden,
}: {
  name: string | null | undefined;
  logoUrl: string | null | undefined;
  className?: string;
  'aria-hidden'?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Avatar.Root
      aria-hidden={ariaHidden}
      className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full bg-primary select-none', className)}
    >
      {logoUrl && <Avatar.Image src={logoUrl} alt="" className="size-full object-cover" />}
      <Avatar.Fallback className="flex size-full items-center justify-center text-sm font-semibold text-primary-foreground">
        {initialsOf(name, t('common.avatarFallback'))}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
