import { ChevronDown, Pencil, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';

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
      <Menu>
        <MenuTrigger>
          <Button
            size="sm"
            variant="outline"
            className="-ml-px rounded-l-none px-2"
            aria-label={t('adSpy.refreshMenu.more', { name })}
            title={t('adSpy.refreshMenu.more', { name })}
          >
            <ChevronDown aria-hidden="true" />
          </Button>
        </MenuTrigger>
        <MenuContent>
          <MenuItem onSelect={onRefresh} disabled={pending}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('adSpy.competitors.refresh')}
          </MenuItem>
          <MenuItem onSelect={onCount}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('adSpy.refreshMenu.manual')}
          </MenuItem>
        </MenuContent>
      </Menu>
    </div>
  );
}
