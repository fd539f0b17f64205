import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { useHydrated } from '@/lib/hydration';
import { useMe } from '@/lib/me';
import { cn } from '@/lib/utils';

const onPrimary = 'bg-background text-foreground focus-visible:outline-primary-foreground hover:bg-background/90';

/** The closing call: sign up or sign in for a visitor, 'Ir para a plataforma' for a signed-in member. */
export function CtaSection() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  // The prerendered page is a visitor's: the member's button comes once it has hydrated.
  const signedIn = useHydrated() && !!me;
  return (
    <section aria-labelledby="landing-cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-5xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12 sm:py-16">
        <h2 id="landing-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('landing.cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg">{t('landing.cta.subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {signedIn ? (
            <Link to="/dashboard" className={cn(buttonVariants({ size: 'lg' }), onPrimary)}>
              {t('landing.goToPlatform')}
              <ArrowRight aria-hidden="true" />
            </Link>
          ) : (
            <>
              <Link to="/cadastro" className={cn(buttonVariants({ size: 'lg' }), onPrimary)}>
                {t('landing.cta.primary')}
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link
                to="/login"
                className={cn(
                  buttonVariants({ variant: 'ghost', size: 'lg' }),
                  'border border-primary-foreground/60 text-primary-foreground focus-visible:outline-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground',
                )}
              >
                {t('landing.cta.secondary')}
              </Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
