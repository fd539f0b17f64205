import { Palette } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFirstUse } from '@/hooks/use-first-use';
import { useTheme } from '@/hooks/use-theme';

const loadDropdown = () => import('./theme-menu-dropdown');
const ThemeMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.ThemeMenuDropdown })));

/**
 * The theme button. Radix's dropdown menu (about 30 KB gzipped with its positioning, focus and
 * scroll helpers) is fetched when the button is pointed at or focused, and mounted open at the
 * first click; it moves focus into the menu and gives it back to the button on close, as before.
 */
export function ThemeMenu() {
  const { t } = useTranslation();
  const [theme] = useTheme();
  const { used, triggerProps } = useFirstUse(loadDropdown);
  const button = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('shell.theme.menuLabel')}
      title={t('shell.theme.current', { theme: t(`common.themes.${theme}`) })}
      aria-haspopup="menu"
      {...triggerProps}
    >
      <Palette aria-hidden="true" />
    </Button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <ThemeMenuDropdown trigger={button} />
    </Suspense>
  );
}
