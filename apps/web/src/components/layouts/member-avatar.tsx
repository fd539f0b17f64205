import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '@/lib/initials';
import { cn } from '@/lib/utils';

/**
 * A member's profile photo, or their initials. Never the personal logo: that is a brand, not a face.
 * The initials show until the photo has loaded, and stay if it fails or there is none.
 */
export function MemberAvatar({
  name,
  imageUrl,
  className,
  'aria-hidden': ariaHidden,
}: {
  name: string | null | undefined;
  imageUrl: string | null | undefined;
  className?: string;
  'aria-hidden'?: boolean;
}) {
  const { t } = useTranslation();
  const [settled, setSettled] = useState<{ url: string; loaded: boolean } | null>(null);
  const loaded = !!imageUrl && settled?.url === imageUrl && settled.loaded;
  const failed = !!imageUrl && settled?.url === imageUrl && !settled.loaded;
  return (
    <span
      aria-hidden={ariaHidden}
      className={cn(
        // A size container: the initials are sized to the circle, whatever size the caller gives it.
        '@container relative flex size-9 shrink-0 overflow-hidden rounded-full bg-primary select-none',
        className,
      )}
    >
      {imageUrl && !failed && (
        <img
          src={imageUrl}
          alt=""
          className={cn('size-full object-cover', !loaded && 'hidden')}
          // A photo already in the cache (the avatar mounted again) shows at once, without the initials first.
          ref={(img) => {
            if (!loaded && img?.complete && img.naturalWidth > 0) setSettled({ url: imageUrl, loaded: true });
          }}
          onLoad={() => setSettled({ url: imageUrl, loaded: true })}
          onError={() => setSettled({ url: imageUrl, loaded: false })}
        />
      )}
      {!loaded && (
        <span className="flex size-full items-center justify-center text-[40cqw] leading-none font-semibold text-primary-foreground">
          {initialsOf(name, t('common.avatarFallback'))}
        </span>
      )}
    </span>
  );
}
