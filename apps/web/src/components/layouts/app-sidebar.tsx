import type { MeResponse } from '@blivion/shared/me';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SidebarContent } from './sidebar-content';
import { useSidebarTooltips } from './use-sidebar-tooltips';

export function AppSidebar({
  me,
  open,
  onOpenChange,
}: {
  me: MeResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLDivElement>(null);
  const { tooltips, containerProps } = useSidebarTooltips(!open, contentRef);
  const content = <SidebarContent me={me} collapsed={!open} linkTooltip={tooltips?.LinkTooltip} />;
  return (
    <aside
      id="app-sidebar"
      className={cn(
        'sticky top-0 hidden h-screen shrink-0 flex-col border-r bg-card transition-[width] duration-200 md:flex',
        open ? 'w-64' : 'w-[4.5rem]',
      )}
    >
      <div ref={contentRef} className="min-h-0 flex-1 overflow-y-auto" {...containerProps}>
        {tooltips ? <tooltips.Provider>{content}</tooltips.Provider> : content}
      </div>
      <div className={cn('border-t p-3', !open && 'flex justify-center')}>
        <Button
          variant="ghost"
          size={open ? 'sm' : 'icon'}
          className={cn(open && 'w-full justify-start')}
          aria-expanded={open}
          aria-controls="app-sidebar"
          aria-label={open ? t('shell.sidebar.collapse') : t('shell.sidebar.expand')}
          onClick={() => onOpenChange(!open)}
        >
          {open ? <PanelLeftClose aria-hidden="true" /> : <PanelLeftOpen aria-hidden="true" />}
          {open && <span>{t('shell.sidebar.collapse')}</span>}
        </Button>
      </div>
    </aside>
  );
}
