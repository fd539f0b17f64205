import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import type { lowlight } from './code-highlighter';

type Highlighter = typeof lowlight;

/** lowlight's tree of a code block: spans with highlight.js's classes around text (hast). */
interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  properties?: { className?: unknown };
  children: HastNode[];
}
type HastNode = HastText | HastElement | { type: 'root' | 'comment' | 'doctype'; children?: HastNode[] };

/** highlight.js's token classes, coloured with dark shades in the light theme and light ones in the dark themes. */
const TOKEN_CLASSES: Record<string, string> = {
  'hljs-keyword': 'text-violet-700 dark:text-violet-300',
  'hljs-built_in': 'text-sky-800 dark:text-sky-300',
  'hljs-type': 'text-sky-800 dark:text-sky-300',
  'hljs-literal': 'text-blue-700 dark:text-blue-300',
  'hljs-number': 'text-blue-700 dark:text-blue-300',
  'hljs-string': 'text-green-800 dark:text-green-300',
  'hljs-regexp': 'text-green-800 dark:text-green-300',
  'hljs-comment': 'text-muted-foreground italic',
  'hljs-meta': 'text-muted-foreground',
  'hljs-title': 'text-amber-800 dark:text-amber-300',
  'hljs-attr': 'text-amber-800 dark:text-amber-300',
  'hljs-attribute': 'text-amber-800 dark:text-amber-300',
  'hljs-name': 'text-rose-700 dark:text-rose-300',
  'hljs-tag': 'text-rose-700 dark:text-rose-300',
  'hljs-variable': 'text-rose-700 dark:text-rose-300',
  'hljs-property': 'text-sky-800 dark:text-sky-300',
};

function tokenClass(className: unknown): string | undefined {
  if (!Array.isArray(className)) return undefined;
  const known = className.map((name) => TOKEN_CLASSES[String(name)]).filter(Boolean);
  return known.length > 0 ? known.join(' ') : undefined;
}

/**
 * The tree as React elements: text as text, every element as a span carrying only a class of our
 * own map. Nothing of the reply becomes an attribute or markup, whatever the grammar emits.
 */
function toReact(nodes: HastNode[], path = ''): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return (node as HastText).value;
    const children = toReact((node as HastElement).children ?? [], `${path}${index}.`);
    if (node.type !== 'element') return children;
    return (
      <span key={`${path}${index}`} className={tokenClass((node as HastElement).properties?.className)}>
        {children}
      </span>
    );
  });
}

let loading: Promise<Highlighter> | null = null;

/** The highlighter, loaded once, on the first code block a reply shows. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import('./code-highlighter').then((module) => module.lowlight);
  return loading;
}

/**
 * A code block's text highlighted when its language is one we know (plain text until the
 * highlighter has loaded, or when the language is unknown or absent: no guessing).
 */
export function useHighlightedCode(code: string, language: string | undefined): ReactNode[] | null {
  const [highlighter, setHighlighter] = useState<Highlighter | null>(null);
  useEffect(() => {
    if (!language) return;
    let live = true;
    loadHighlighter()
      .then((loaded) => live && setHighlighter(() => loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [language]);
  if (!language || !highlighter || !highlighter.registered(language)) return null;
  return toReact(highlighter.highlight(language, code).children as HastNode[]);
}
