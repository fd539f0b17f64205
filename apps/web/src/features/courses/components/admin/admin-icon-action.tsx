import type { LucideIcon } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** An icon button of the course table or the content editor: named by `label`, which its tooltip shows. */
export function AdminIconAction({
  id,
  icon: Icon,
  label,
  onClick,
  disabled = false,
  busy = false,
  destructive = false,
  className,
}: {
  id?: string;
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
  destructive?: boolean;
  className?: string;
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <Button
          id={id}
          variant="ghost"
          size="icon"
          className={cn('size-9', destructive && 'text-destructive-text', className)}
          aria-label={label}
          aria-busy={busy || undefined}
          disabled={disabled}
          onClick={onClick}
        >
          <Icon className={busy ? 'animate-pulse' : undefined} aria-hidden="true" />
        </Button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="z-[70] max-w-64 rounded-md border bg-popover px-3 py-1.5 text-xs text-popover-foreground shadow-md"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
