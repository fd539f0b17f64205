import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { PUBLIC_NAV_ITEMS } from './public-nav-items';

export function PublicNavLinks({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={cn('flex', stacked ? 'flex-col gap-1' : 'items-center gap-1')}>
      {PUBLIC_NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              cn(
                'block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                isActive ? 'text-foreground' : 'text-muted-foreground',
                isActive && 'bg-accent/60',
              )
            }
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
