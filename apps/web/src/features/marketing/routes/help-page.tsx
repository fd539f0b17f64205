import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { FaqGroups } from '../components/faq-groups';
import { InfoPage, infoLinkClass } from '../components/info-page';
import { pages } from '../pages-catalogue';

export default function HelpPage() {
  const { t } = useTranslation();
  const title = t('pages.help.title');
  useDocumentTitle(title);
  return (
    <InfoPage title={title} intro={t('pages.help.intro')}>
      <FaqGroups base="pages.help.groups" groups={pages.help.groups} />
      <p>
        <Link to="/contact" className={infoLinkClass}>
          {t('pages.help.contactLink')}
        </Link>
      </p>
    </InfoPage>
  );
}
