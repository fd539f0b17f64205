import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export function CtaSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-5xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12 sm:py-16">
        <h2 id="landing-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('landing.cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg">{t('landing.cta.subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/cadastro"
            className={cn(
              buttonVariants({ size: 'lg' }),
              'bg-background text-foreground focus-visible:outline-primary-foreground hover:bg-background/90',
            )}
          >
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
        </div>
      </div>
    </section>
  );
}
