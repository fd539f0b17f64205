import type { MeResponse } from '@blivion/shared/me';
import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFirstUse } from '@/hooks/use-first-use';
import { SidebarContent } from './sidebar-content';

const loadOverlays = () => import('./sidebar-overlays');
const MobileSidebarSheet = lazy(() => loadOverlays().then((module) => ({ default: module.MobileSidebarSheet })));

/**
 * The menu button of small screens. The drawer (Radix's dialog) is fetched when the button is
 * pointed at or focused, and mounted open at the first click, as the theme menu does.
 */
export function MobileSidebar({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const { used, triggerProps } = useFirstUse(loadOverlays);
  const button = (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label={t('shell.sidebar.openMenu')}
      aria-haspopup="dialog"
      {...triggerProps}
    >
      <Menu aria-hidden="true" />
    </Button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <MobileSidebarSheet trigger={button}>
        <SidebarContent me={me} collapsed={false} />
      </MobileSidebarSheet>
    </Suspense>
  );
}
