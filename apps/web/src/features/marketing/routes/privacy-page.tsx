import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DocumentSections } from '../components/document-sections';
import { InfoPage, infoLinkClass } from '../components/info-page';
import { pages } from '../pages-catalogue';

export default function PrivacyPage() {
  const { t } = useTranslation();
  const title = t('pages.privacy.title');
  const dpoEmail = t('pages.privacy.dpoEmail');
  useDocumentTitle(title);
  return (
    <InfoPage title={title} meta={t('pages.privacy.effectiveDate')} intro={t('pages.privacy.intro')}>
      <DocumentSections base="pages.privacy.sections" sections={pages.privacy.sections} />
      <p className="rounded-lg border bg-muted/40 p-4">
        <span className="font-semibold">{t('pages.privacy.dpoLabel')}:</span>{' '}
        <a href={`mailto:${dpoEmail}`} className={infoLinkClass}>
          {dpoEmail}
        </a>
      </p>
    </InfoPage>
  );
}
