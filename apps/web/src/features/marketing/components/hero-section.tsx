import { ArrowRight, CircleCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { useHydrated } from '@/lib/hydration';
import { useMe } from '@/lib/me';
import { cn } from '@/lib/utils';
import productPhone from '../assets/product-phone.jpg';
import { StatsCounters } from './stats-counters';

const CLAIM_KEYS = ['landing.hero.claimCourses', 'landing.hero.claimCommunity', 'landing.hero.claimFree'] as const;

/**
 * The hero: title, the claims an administrator edits in 'Traduções' (an emptied claim is not shown),
 * sign-up and sign-in for a visitor or 'Ir para a plataforma' for a signed-in member (the session
 * the public layout's header already asked for), the counters worth showing, and the product: the
 * member's dashboard on a phone, photographed from the real app by `npm run screens` (decision 0136).
 */
export function HeroSection() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  // The prerendered page is a visitor's: the member's button comes once it has hydrated.
  const signedIn = useHydrated() && !!me;
  const claims = CLAIM_KEYS.map((key) => t(key)).filter((claim) => claim.trim() !== '');
  return (
    <section aria-labelledby="landing-hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(60%_60%_at_50%_0%,color-mix(in_oklch,var(--primary)_28%,transparent),transparent)]"
      />
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20 lg:pt-24">
        <Badge
          variant="outline"
          className="mb-6 rounded-full border-border bg-background px-3 py-1 text-sm font-medium"
        >
          <Sparkles aria-hidden="true" className="size-4 text-link" />
          {t('landing.badge')}
        </Badge>
        <h1
          id="landing-hero-title"
          className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {t('landing.hero.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">{t('landing.hero.subtitle')}</p>
        <ul
          aria-label={t('landing.hero.claimsLabel')}
          className="mx-auto mt-8 flex max-w-3xl flex-col items-center gap-3 text-sm sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6"
        >
          {claims.map((claim) => (
            <li key={claim} className="flex items-start gap-2 text-left">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span>{claim}</span>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          {signedIn ? (
            <Link to="/dashboard" className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
              {t('landing.goToPlatform')}
              <ArrowRight aria-hidden="true" />
            </Link>
          ) : (
            <>
              <Link to="/cadastro" className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
                {t('landing.hero.signUp')}
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link to="/login" className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full sm:w-auto')}>
                {t('landing.hero.signIn')}
              </Link>
            </>
          )}
        </div>
        <StatsCounters />
        <img
          src={productPhone}
          width={390}
          height={844}
          alt={t('landing.hero.productAlt')}
          loading="lazy"
          decoding="async"
          className="mx-auto mt-14 h-auto w-60 rounded-[2rem] border-4 border-border shadow-2xl sm:w-72"
        />
      </div>
    </section>
  );
}
