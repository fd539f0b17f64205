import type { MarkdownIt, StateInline } from 'markdown-it';
import markdownIt from 'markdown-it';
import { BRACKET_MENTION, isWordCharacter, WORD_MENTION } from './mentions.js';

/** Browsers skip control characters and spaces before a scheme and drop tabs and newlines inside one. */
function withoutIgnored(url: string): string {
  return [...url]
    .filter((char) => {
      const code = char.codePointAt(0)!;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
}
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);

function schemeOf(url: string): string | null {
  return SCHEME.exec(withoutIgnored(url))?.[1]?.toLowerCase() ?? null;
}

/** Links: http, https, mailto, or a relative address (no scheme). */
export function isSafeLink(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === null || LINK_SCHEMES.has(scheme);
}

/** Images: https, or a file of our own uploads (never http, data:, or another path of the app). */
export function isSafeImage(url: string): boolean {
  const cleaned = withoutIgnored(url);
  return /^https:\/\/[^/\\]/i.test(cleaned) || /^\/uploads\/[\w.-]+$/.test(cleaned);
}

function mentionRule(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x40 /* @ */) return false;
  if (isWordCharacter(state.src[state.pos - 1])) return false;
  for (const pattern of [BRACKET_MENTION, WORD_MENTION]) {
    pattern.lastIndex = state.pos;
    const match = pattern.exec(state.src);
    if (!match?.[1]) continue;
    if (!silent) state.push('mention', '', 0).content = match[1].trim();
    state.pos += match[0].length;
    return true;
  }
  return false;
}

function createRenderer(): MarkdownIt {
  // No raw HTML at all: tags typed in a post come out as text.
  const md = markdownIt('default', { html: false, linkify: true, typographer: false, breaks: true });
  md.validateLink = isSafeLink;
  md.inline.ruler.before('link', 'mention', mentionRule);

  const escape = md.utils.escapeHtml;
  md.renderer.rules.mention = (tokens, index) => `<span class="mention">@${escape(tokens[index]!.content)}</span>`;

  const renderToken = md.renderer.renderToken.bind(md.renderer);
  md.renderer.rules.link_open = (tokens, index, options) => {
    const token = tokens[index]!;
    token.attrSet('rel', 'nofollow ugc noopener');
    return renderToken(tokens, index, options);
  };
  md.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    const alt = String(self.renderInlineAsText(token.children ?? [], options, env));
    if (!isSafeImage(String(token.attrGet('src') ?? ''))) return escape(alt);
    token.attrSet('alt', alt);
    token.attrSet('loading', 'lazy');
    token.attrSet('referrerpolicy', 'no-referrer');
    return renderToken(tokens, index, options);
  };
  return md;
}

const renderer = createRenderer();

/** Rendered posts kept in memory, least recently read out first, up to this many characters in all. */
const CACHE_MAX_CHARS = 8_000_000;
const rendered = new Map<string, string>();
let cachedChars = 0;

/**
 * Forum Markdown to safe HTML, rendered at read time, never stored (a fix to these rules applies to
 * every post at the next start): no raw HTML, links only http/https/mailto/relative with
 * rel="nofollow ugc noopener", images only https or /uploads/, mentions as plain spans. The HTML
 * depends on the text alone, so a hot topic page is rendered once and then read from memory.
 */
export function renderMarkdown(markdown: string): string {
  const cached = rendered.get(markdown);
  if (cached !== undefined) {
    rendered.delete(markdown);
    rendered.set(markdown, cached);
    return cached;
  }
  const html = renderer.render(markdown);
  const size = markdown.length + html.length;
  if (size > CACHE_MAX_CHARS / 100) return html;
  rendered.set(markdown, html);
  cachedChars += size;
  for (const [oldest, oldHtml] of rendered) {
    if (cachedChars <= CACHE_MAX_CHARS) break;
    rendered.delete(oldest);
    cachedChars -= oldest.length + oldHtml.length;
  }
  return html;
}
