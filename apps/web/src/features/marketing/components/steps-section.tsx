import { useTranslation } from 'react-i18next';

const STEPS = ['s1', 's2', 's3'] as const;

export function StepsSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-steps-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="landing-steps-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('landing.steps.title')}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{t('landing.steps.subtitle')}</p>
        </div>
        <ol className="mt-12 grid gap-10 md:grid-cols-3 md:gap-8">
          {STEPS.map((step, index) => (
            <li key={step} className="flex flex-col items-center text-center">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <p className="mt-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t('landing.steps.stepLabel', { n: index + 1 })}
              </p>
              <h3 className="mt-1 text-xl font-semibold">{t(`landing.steps.${step}.title`)}</h3>
              <p className="mt-2 max-w-xs text-muted-foreground">{t(`landing.steps.${step}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
