import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DocumentSections } from '../components/document-sections';
import { InfoPage, infoLinkClass } from '../components/info-page';
import { pages } from '../pages-catalogue';

export default function TermsPage() {
  const { t } = useTranslation();
  const title = t('pages.terms.title');
  useDocumentTitle(title);
  return (
    <InfoPage title={title} meta={t('pages.terms.effectiveDate')} intro={t('pages.terms.intro')}>
      <DocumentSections base="pages.terms.sections" sections={pages.terms.sections} />
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/privacidade" className={infoLinkClass}>
          {t('pages.privacy.title')}
        </Link>
        <Link to="/contact" className={infoLinkClass}>
          {t('pages.contact.title')}
        </Link>
      </p>
    </InfoPage>
  );
}
