import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { useBrandLogo } from './use-brand-logo';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M10 8h7.5a5 5 0 0 1 3.2 8.8A5.2 5.2 0 0 1 18 24h-8z" className="fill-primary-foreground" />
      <path d="M13.5 11.2v3.6h3.6a1.8 1.8 0 0 0 0-3.6zm0 6.6v3h4.1a1.5 1.5 0 0 0 0-3z" className="fill-primary" />
    </svg>
  );
}

/** The uploaded logo (personal or platform), or the built-in mark when there is none or it fails to load. */
function BrandLogo() {
  const logoUrl = useBrandLogo();
  const [failed, setFailed] = useState<string | null>(null);
  if (!logoUrl || failed === logoUrl) return <BrandMark />;
  return (
    <img
      src={logoUrl}
      alt=""
      onError={() => setFailed(logoUrl)}
      data-testid="brand-logo"
      className="h-8 w-auto max-w-32 shrink-0 rounded object-contain"
    />
  );
}

export function BrandLink({ to = '/', showName = true }: { to?: string; showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      aria-label={t('shell.homeLink')}
      className="flex min-h-11 items-center gap-2 rounded-md text-lg font-bold tracking-tight"
    >
      <BrandLogo />
      {showName && <span aria-hidden="true">{t('common.appName')}</span>}
    </Link>
  );
}
