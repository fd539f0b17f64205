import type { Catalogue } from '@blivion/shared/i18n';
import {
  Bot,
  ChartLine,
  GraduationCap,
  KeyRound,
  type LucideIcon,
  MessagesSquare,
  Palette,
  Radar,
  Trophy,
  WandSparkles,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

type FeatureKey = Exclude<keyof Catalogue['landing']['features'], 'title' | 'subtitle'>;

const FEATURES: readonly { key: FeatureKey; icon: LucideIcon }[] = [
  { key: 'courses', icon: GraduationCap },
  { key: 'aiAssistants', icon: Bot },
  { key: 'community', icon: MessagesSquare },
  { key: 'performance', icon: ChartLine },
  { key: 'ranking', icon: Trophy },
  { key: 'agents', icon: WandSparkles },
  { key: 'adSpy', icon: Radar },
  { key: 'access', icon: KeyRound },
  { key: 'brazil', icon: Palette },
];

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-features-title" className="border-t bg-muted/40 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="landing-features-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('landing.features.title')}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{t('landing.features.subtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`landing.features.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {t(`landing.features.${key}.description`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
