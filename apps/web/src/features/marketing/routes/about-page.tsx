import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DocumentSections } from '../components/document-sections';
import { InfoPage } from '../components/info-page';
import { pages } from '../pages-catalogue';

export default function AboutPage() {
  const { t } = useTranslation();
  const title = t('pages.about.title');
  useDocumentTitle(title);
  return (
    <InfoPage title={title} intro={t('pages.about.intro')}>
      <DocumentSections base="pages.about.sections" sections={pages.about.sections} />
      <p>
        <Link to="/cadastro" className={buttonVariants({ size: 'lg' })}>
          {t('pages.about.cta')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </p>
    </InfoPage>
  );
}
