import Markdown from 'markdown-to-jsx/react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { CodeBlock } from './code-block';

const SAFE_LINK = /^(https?:|mailto:)/i;

/**
 * Only web and mail links survive; everything else (javascript:, data:, relative paths into the
 * app, images that would load from anywhere) is dropped. The parser never reads raw HTML, so a
 * reply's `<script>` or `<img onerror>` is shown as text.
 */
function sanitize(value: string, tag: string, attribute: string): string | null {
  if (tag === 'a' && attribute === 'href') return SAFE_LINK.test(value.trim()) ? value : null;
  if (attribute === 'src' || attribute === 'srcset') return null;
  return value;
}

function ExternalLink({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

/** An image in a reply is shown by its description: loading it would tell a stranger's server who read the reply. */
function ImageAsText({ alt }: ComponentProps<'img'>) {
  return alt ? <span className="italic">[{alt}]</span> : null;
}

const PROSE = cn(
  'text-[0.95rem] leading-relaxed break-words',
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0 [&_p]:my-3',
  '[&_a]:font-medium [&_a]:text-link [&_a]:underline [&_a]:underline-offset-2',
  '[&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/50 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em]',
  '[&_table]:my-3 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-3 [&_td]:py-1.5 [&_th]:border [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left',
  '[&_hr]:my-5',
);

const OPTIONS = {
  disableParsingRawHTML: true,
  ignoreHTMLBlocks: true,
  disableFrontmatter: true,
  forceBlock: true,
  sanitizer: sanitize,
  overrides: { a: ExternalLink, img: ImageAsText, pre: CodeBlock },
};

/** A reply as Markdown, rendered to React elements (no HTML string anywhere), while it streams too. */
export function MarkdownReply({ text, streaming = false }: { text: string; streaming?: boolean }) {
  return (
    <div className={PROSE}>
      <Markdown options={{ ...OPTIONS, optimizeForStreaming: streaming }}>{text}</Markdown>
    </div>
  );
}
