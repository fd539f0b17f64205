import { useTranslation } from 'react-i18next';
import { BannerForm } from './banner-form';
import { BannerList } from './banner-list';

/** Master only: create, switch on and off, and remove the banners free members see. */
export function BannersTab() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('features.banners.description')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <BannerForm />
        <BannerList />
      </div>
    </div>
  );
}
