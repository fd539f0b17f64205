import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AccessOffers } from './access-offers';

/** A refused area: why, and for an area a purchase can open (`sells`), the offers and the member's purchases. */
export function AccessDenied({ title, message, sells = false }: { title: string; message: string; sells?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-10">
      <Card className="w-full text-center">
        <CardContent className="flex flex-col items-center gap-4 p-8">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <LockKeyhole className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-muted-foreground">{message}</p>
          {sells && <AccessOffers />}
          <Link to="/dashboard" className={buttonVariants()}>
            {t('shell.access.backToDashboard')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
