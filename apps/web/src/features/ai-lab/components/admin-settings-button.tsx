import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { isStaffMember, useMe } from '@/lib/me';
import { cn } from '@/lib/utils';

/** The lab's floating settings button: admin and master only, opens 'Configurações de IA'. */
export function AdminSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!isStaffMember(me)) return null;
  return (
    <Link
      to="/ai-lab/settings"
      aria-label={t('aiLab.settings.open')}
      title={t('aiLab.settings.open')}
      className={cn(buttonVariants({ size: 'icon' }), 'fixed right-6 bottom-6 z-40 rounded-full shadow-lg', className)}
    >
      <Settings aria-hidden="true" />
    </Link>
  );
}
