import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLink } from './brand-link';
import { FOOTER_GROUPS } from './footer-links';

/** Social profiles are listed only once an administrator fills in their address in the text catalogue. */
const SOCIAL_NETWORKS = ['instagram', 'youtube', 'linkedin'] as const;

const linkClass =
  'pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline';

function useSocialLinks() {
  const { t } = useTranslation();
  return SOCIAL_NETWORKS.map((network) => ({
    network,
    label: t(`landing.footer.social.${network}`),
    url: t(`landing.footer.social.${network}Url`),
  })).filter((link) => link.url.startsWith('https://'));
}

export function SiteFooter() {
  const { t } = useTranslation();
  const email = t('landing.footer.contact.email');
  const socialLinks = useSocialLinks();
  const year = new Date().getFullYear();

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr]">
        <div className="space-y-6">
          <div className="space-y-3">
            <BrandLink />
            <p className="max-w-xs text-sm text-muted-foreground">{t('landing.footer.tagline')}</p>
          </div>
          <div>
            <h2 className="text-sm font-semibold">{t('landing.footer.contact.title')}</h2>
            <p className="mt-3 flex items-center gap-2 text-sm">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="sr-only">{t('landing.footer.contact.emailLabel')}:</span>
              <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
                {email}
              </a>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{t('landing.footer.contact.note')}</p>
          </div>
          {socialLinks.length > 0 && (
            <div>
              <h2 className="text-sm font-semibold">{t('landing.footer.social.title')}</h2>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
                {socialLinks.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {link.label}
                      <span className="sr-only"> {t('landing.footer.social.externalHint')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <nav aria-label={t('landing.footer.label')} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.titleKey}>
              <h2 className="text-sm font-semibold">{t(group.titleKey)}</h2>
              <ul className="mt-3 space-y-2 pointer-coarse:space-y-0">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">
          {t('landing.footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
