import { AppLayout } from '@/components/layouts/app-layout';
import { CreditBalance } from '@/features/ai-lab/components/credits/credit-balance';
import { BannerStrip } from '@/features/banners/components/banner-strip';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { SiteSearch } from '@/features/search/components/site-search';

/**
 * The signed-in layout with what the features put in it (the banner strip, the search box, the AI
 * credit balance, the bell). One lazy module of the router, so the landing's entry carries none of it.
 */
export default function SignedInLayout() {
  return (
    <AppLayout
      banner={<BannerStrip />}
      search={<SiteSearch />}
      credits={<CreditBalance />}
      notifications={<NotificationsBell />}
    />
  );
}
