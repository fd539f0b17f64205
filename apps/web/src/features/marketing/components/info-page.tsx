import type { ReactNode } from 'react';

/** The frame of a public information page: one h1, an optional date line and introduction, then the content. */
export function InfoPage({
  title,
  meta,
  intro,
  children,
}: {
  title: string;
  meta?: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b pb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {meta && <p className="mt-3 text-sm text-muted-foreground">{meta}</p>}
        {intro && <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{intro}</p>}
      </header>
      <div className="mt-8 space-y-10">{children}</div>
    </article>
  );
}

export const infoLinkClass =
  'font-medium text-link underline underline-offset-4 hover:no-underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center';
