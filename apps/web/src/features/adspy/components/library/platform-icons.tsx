import { useTranslation } from 'react-i18next';
import type { AdPlatform } from '@blivion/shared/adspy';

/**
 * Simple drawings of each publisher platform (24-unit box, currentColor): not the brands' logos,
 * marks a marketer recognises at a glance. Each icon is named for screen readers and on hover.
 */
const GLYPHS: Record<AdPlatform, React.ReactNode> = {
  facebook: (
    <>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="M13.2 19v-6h2l.3-2.4h-2.3V9.2c0-.7.2-1.2 1.2-1.2h1.2V5.9a16 16 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.7h-2V13h2v6z"
        className="fill-card"
      />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </>
  ),
  messenger: (
    <>
      <path
        d="M12 3C7 3 3 6.7 3 11.3c0 2.6 1.3 4.9 3.3 6.4V21l3-1.7c.9.3 1.8.4 2.7.4 5 0 9-3.7 9-8.4S17 3 12 3z"
        fill="currentColor"
      />
      <path d="m7 14 3.5-3.7 2 2L16 9l-3.5 3.7-2-2z" className="fill-card" />
    </>
  ),
  audience_network: (
    <>
      <circle cx="12" cy="12" r="3" fill="currentColor" />
      <circle cx="12" cy="12" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeDasharray="3 2.5" />
    </>
  ),
  threads: (
    <path
      d="M16.5 11.2c-.3-2.3-1.9-3.4-4.2-3.4-1.7 0-3 .7-3.7 1.9l1.5 1c.5-.8 1.2-1.1 2.2-1.1 1.2 0 2 .6 2.2 1.7a9 9 0 0 0-2.1-.2c-2.4 0-4 1.2-3.9 3 .1 1.7 1.6 2.8 3.5 2.7 2.6-.1 3.9-2 4.1-4.6.9.5 1.4 1.3 1.4 2.3 0 2.1-2 4-5.4 4-3.8 0-6-2.5-6-7.5S8.3 3.5 12 3.5c3.2 0 5.3 1.7 5.9 4.3"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    />
  ),
};

/** The ad's platforms as a row of named icons. */
export function PlatformIcons({ platforms }: { platforms: readonly AdPlatform[] }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('adSpy.cards.platformsLabel')}
      className="flex flex-wrap items-center gap-2 text-muted-foreground"
    >
      {platforms.map((platform) => {
        const name = t(`adSpy.platforms.${platform}`);
        return (
          <li key={platform} title={name} className="flex">
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
              {GLYPHS[platform]}
            </svg>
            <span className="sr-only">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
