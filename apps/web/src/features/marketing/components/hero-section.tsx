import { ArrowRight, CircleCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { StatsCounters } from './stats-counters';

const CLAIM_KEYS = ['landing.hero.claimCourses', 'landing.hero.claimCommunity', 'landing.hero.claimFree'] as const;

export function HeroSection() {
  const { t } = useTranslation();
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
          {CLAIM_KEYS.map((key) => (
            <li key={key} className="flex items-start gap-2 text-left">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/cadastro" className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
            {t('landing.hero.signUp')}
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link to="/login" className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full sm:w-auto')}>
            {t('landing.hero.signIn')}
          </Link>
        </div>
        <StatsCounters />
      </div>
    </section>
  );
}
