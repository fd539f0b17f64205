import { useState } from 'react';
import { initialsOf } from '@/lib/initials';

/**
 * The advertiser's public page picture (the server's Graph `/{page-id}/picture` address, no token),
 * or the page's initials when there is none or it does not load. Decorative: the name is beside it.
 */
export function PagePicture({ url, name }: { url: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <img
        src={url}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className="size-10 shrink-0 rounded-full border bg-muted object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold text-muted-foreground"
    >
      {initialsOf(name, '?')}
    </span>
  );
}
