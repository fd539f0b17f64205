import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PurchaseList } from '@/components/purchases/purchase-list';
import { buttonVariants } from '@/components/ui/button';
import { useMyPurchases } from '@/lib/purchases';
import { useOffers } from '../api/list-offers';

/**
 * Under a locked area: the academy's offers ('Quero acesso', each to its checkout, opened in a new
 * tab) and what the member's own purchases grant and until when. Nothing while either loads or
 * when there is nothing to show; the refusal's text above still says how access is released.
 */
export function AccessOffers() {
  const { t } = useTranslation();
  const offers = useOffers();
  const purchases = useMyPurchases();
  const offerItems = offers.data?.items ?? [];
  const purchaseItems = purchases.data?.items ?? [];
  return (
    <>
      {offerItems.length > 0 && (
        <ul className="flex w-full flex-col gap-2" aria-label={t('shell.access.offersLabel')}>
          {offerItems.map((offer) => (
            <li key={offer.id}>
              <a
                href={offer.checkoutUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ className: 'h-auto min-h-11 w-full whitespace-normal' })}
              >
                {t('shell.access.wantAccess', { product: offer.name })}
                <ExternalLink aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {purchaseItems.length > 0 && (
        <section className="w-full text-left" aria-labelledby="access-purchases-title">
          <h2 id="access-purchases-title" className="mb-2 font-semibold">
            {t('shell.purchases.title')}
          </h2>
          <PurchaseList purchases={purchaseItems} />
        </section>
      )}
    </>
  );
}
