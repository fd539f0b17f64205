import { Check, Palette } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useTheme } from '@/hooks/use-theme';
import { isTheme, THEMES } from '@/lib/theme';

export function ThemeMenu() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('shell.theme.menuLabel')}
          title={t('shell.theme.current', { theme: t(`common.themes.${theme}`) })}
        >
          <Palette aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">
            {t('common.themes.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
            {THEMES.map((option) => (
              <DropdownMenu.RadioItem
                key={option}
                value={option}
                className="relative flex cursor-pointer items-center rounded-sm py-1.5 pr-2 pl-8 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
              >
                <DropdownMenu.ItemIndicator className="absolute left-2 flex items-center">
                  <Check className="size-4" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
                {t(`common.themes.${option}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
