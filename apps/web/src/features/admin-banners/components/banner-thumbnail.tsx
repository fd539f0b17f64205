import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The banner image, or a placeholder when it fails to load. */
export function BannerThumbnail({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={t('features.banners.list.imageError')}
        className="flex h-16 w-28 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground"
      >
        <ImageOff className="size-6" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={t('features.banners.list.imageAlt', { title })}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      className="h-16 w-28 shrink-0 rounded-md bg-muted object-cover"
    />
  );
}
