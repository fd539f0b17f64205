import type { MemberCard } from '@blivion/shared/forum';
import { useQuery } from '@tanstack/react-query';
import { Popover } from 'radix-ui';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/layouts/member-avatar';
import { buttonVariants } from '@/components/ui/button';
import { apiFetch } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { LevelTag, StaffTag, useLevelName } from './level-badges';
import { memberPagePath } from './member-page-path';
import { Skeleton } from '@/components/ui/skeleton';

function CardBody({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  const card = useQuery({
    queryKey: ['forum', 'member-card', memberId],
    queryFn: ({ signal }) =>
      apiFetch<MemberCard>(`/api/forum/members/${encodeURIComponent(memberId)}/card`, { signal }),
    staleTime: 60_000,
  });
  if (card.isPending) {
    return (
      <div role="status" className="flex items-center gap-3">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="size-12 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </div>
    );
  }
  if (card.isError) return <p className="text-sm text-destructive">{t('features.community.card.loadError')}</p>;
  const { name, avatarUrl, staff, level, bioLine } = card.data;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <MemberAvatar name={name} imageUrl={avatarUrl} className="size-12" aria-hidden />
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
            {staff && <StaffTag />}
            <LevelTag level={level.level} />
            <span>{levelName(level.level)}</span>
          </p>
        </div>
      </div>
      {bioLine && <p className="line-clamp-2 text-sm text-muted-foreground">{bioLine}</p>}
      <Link to={memberPagePath(memberId)} className={cn(buttonVariants({ size: 'sm' }), 'max-sm:h-11')}>
        {t('features.community.card.viewProfile')}
      </Link>
    </div>
  );
}

/**
 * The card itself (a Radix popover, a chunk of its own): mounted open at the trigger's first use,
 * with the same trigger element, and toggled by it afterwards.
 */
export function MemberCardPopover({
  memberId,
  name,
  trigger,
}: {
  memberId: string;
  name: string;
  trigger: ReactElement;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={t('features.community.card.label', { name })}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg"
        >
          {open && <CardBody memberId={memberId} />}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
