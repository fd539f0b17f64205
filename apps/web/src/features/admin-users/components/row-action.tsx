import type { LucideIcon } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * An icon action of a row. When the server would refuse it, it stays focusable but inert
 * (aria-disabled) and its tooltip and description say why.
 */
export function RowAction({
  icon: Icon,
  label,
  blockedReason,
  destructive = false,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  blockedReason: string | null;
  destructive?: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const reason = blockedReason ? t(blockedReason) : null;
  return (
    <Tooltip.Root>
      {reason && (
        <span id={reasonId} hidden>
          {t('features.admin.users.disabledReason', { reason })}
        </span>
      )}
      <Tooltip.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn('size-9', destructive && 'text-destructive-text', reason && 'cursor-not-allowed opacity-50')}
          aria-label={label}
          aria-disabled={reason ? true : undefined}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => {
            if (!reason) onClick();
          }}
        >
          <Icon aria-hidden="true" />
        </Button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="z-50 max-w-64 rounded-md border bg-popover px-3 py-1.5 text-xs text-popover-foreground shadow-md"
        >
          {reason ?? label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
