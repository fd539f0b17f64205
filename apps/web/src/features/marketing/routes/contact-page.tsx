import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DocumentSections } from '../components/document-sections';
import { InfoPage, infoLinkClass } from '../components/info-page';
import { pages } from '../pages-catalogue';

export default function ContactPage() {
  const { t } = useTranslation();
  const title = t('pages.contact.title');
  const email = t('pages.contact.email');
  useDocumentTitle(title);
  return (
    <InfoPage title={title} intro={t('pages.contact.intro')}>
      <div className="flex items-start gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Mail aria-hidden="true" className="size-5" />
        </span>
        <div>
          <p className="text-sm text-muted-foreground">{t('pages.contact.emailLabel')}</p>
          <a href={`mailto:${email}`} className={`${infoLinkClass} text-lg break-all`}>
            {email}
          </a>
          <p className="mt-2 text-sm text-muted-foreground">{t('pages.contact.responseTime')}</p>
        </div>
      </div>
      <DocumentSections base="pages.contact.sections" sections={pages.contact.sections} />
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/help" className={infoLinkClass}>
          {t('pages.contact.helpLink')}
        </Link>
        <Link to="/privacidade" className={infoLinkClass}>
          {t('pages.contact.privacyLink')}
        </Link>
      </p>
    </InfoPage>
  );
}
