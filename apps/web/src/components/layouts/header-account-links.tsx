import { Languages } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { isStaffMember, useMe } from '@/lib/me';
import { cn } from '@/lib/utils';

/** Entrar/Cadastrar for visitors, Configurações/Sair for members, and the translations entry for staff. */
export function HeaderAccountLinks({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  const link = (variant: 'ghost' | 'default' | 'outline') =>
    cn(buttonVariants({ variant, size: 'sm' }), stacked && 'w-full justify-start');

  if (isPending) return null;
  return (
    <>
      {isStaffMember(me) && (
        <Link to="/admin/translations" className={link('ghost')}>
          <Languages aria-hidden="true" />
          {t('shell.header.translations')}
        </Link>
      )}
      {me ? (
        <>
          <Link to="/settings" className={link('ghost')}>
            {t('shell.header.settings')}
          </Link>
          <Link to="/logout" className={link('outline')}>
            {t('shell.header.signOut')}
          </Link>
        </>
      ) : (
        <>
          <Link to="/login" className={link('ghost')}>
            {t('shell.header.signIn')}
          </Link>
          <Link to="/cadastro" className={link('default')}>
            {t('shell.header.signUp')}
          </Link>
        </>
      )}
    </>
  );
}
