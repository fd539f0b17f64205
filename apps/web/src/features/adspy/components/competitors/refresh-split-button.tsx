import { ChevronDown, Pencil, RefreshCw } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none pointer-coarse:min-h-11 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

/**
 * The card's one refresh action: 'Atualizar dados' asks the Ad Library now, and its menu's second
 * option is the manual count. Without a token only the manual count can work, so it is the button.
 */
export function RefreshSplitButton({
  name,
  hasToken,
  pending,
  onRefresh,
  onCount,
}: {
  name: string;
  hasToken: boolean;
  pending: boolean;
  onRefresh: () => void;
  onCount: () => void;
}) {
  const { t } = useTranslation();
  const named = <span className="sr-only">{t('adSpy.competitors.ofCompetitor', { name })}</span>;
  if (!hasToken) {
    return (
      <Button size="sm" variant="outline" onClick={onCount}>
        <Pencil aria-hidden="true" />
        {t('adSpy.competitors.updateCount')}
        {named}
      </Button>
    );
  }
  return (
    <div className="flex">
      <Button
        size="sm"
        variant="outline"
        className="rounded-r-none"
        onClick={onRefresh}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        <RefreshCw className={pending ? 'animate-spin' : undefined} aria-hidden="true" />
        {t('adSpy.competitors.refresh')}
        {named}
      </Button>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button
            size="sm"
            variant="outline"
            className="-ml-px rounded-l-none px-2"
            aria-label={t('adSpy.refreshMenu.more', { name })}
            title={t('adSpy.refreshMenu.more', { name })}
          >
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          >
            <DropdownMenu.Item className={ITEM} onSelect={onRefresh} disabled={pending}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('adSpy.competitors.refresh')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={ITEM} onSelect={onCount}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('adSpy.refreshMenu.manual')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
