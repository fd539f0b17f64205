import { Check } from 'lucide-react';
import { isValidElement, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { useHighlightedCode } from '../lib/highlight-code';

const COPIED_MS = 2000;

/** A fenced code block with its language, highlighted when it is one we know, and a copy button. */
export function CodeBlock({ children, className }: ComponentProps<'pre'>) {
  const { t } = useTranslation();
  const pre = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const code = isValidElement<{ className?: string; children?: unknown }>(children) ? children.props : undefined;
  const language = /lang(?:uage)?-(\S+)/.exec(code?.className ?? '')?.[1];
  const highlighted = useHighlightedCode(typeof code?.children === 'string' ? code.children : '', language);

  const copy = async () => {
    await navigator.clipboard.writeText(pre.current?.textContent ?? '');
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <div className="group relative my-3 overflow-hidden rounded-lg border bg-muted">
      <div className="flex items-center justify-between border-b px-3 py-1 text-xs text-muted-foreground">
        <span className="font-mono">{language ?? ''}</span>
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
        >
          {copied && <Check className="size-3.5" aria-hidden="true" />}
          <span aria-live="polite">
            {copied ? t('aiLab.lab.messages.codeCopied') : t('aiLab.lab.messages.copyCode')}
          </span>
        </button>
      </div>
      <pre ref={pre} className={cn('overflow-x-auto p-4 text-sm', className)}>
        {highlighted && code ? <code className={code.className}>{highlighted}</code> : children}
      </pre>
    </div>
  );
}
