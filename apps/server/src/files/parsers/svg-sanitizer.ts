import type createDOMPurify from 'dompurify';
import type { JSDOM } from 'jsdom';
import { DecodedTooLarge } from '../parser-protocol.js';
import { whileLoading } from './loading.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
/** Links may point inside the file (#id) or carry an embedded raster image; nothing else. */
const SAFE_LINK = /^(#|data:image\/(png|jpeg|gif|webp);base64,)/i;
/** url(...) that does not point inside the file, CSS escapes, imports and script-like values. */
const UNSAFE_CSS = /url\s*\(\s*['"]?\s*(?!#)|@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding|\\/i;

/**
 * More than a drawing for a logo or a profile photo needs (a detailed illustration has a few
 * thousand): jsdom builds an object per element and attribute, and 100,000 of them take it tens
 * of seconds and hundreds of MiB, so such a file is refused before it is parsed.
 */
const SVG_ELEMENTS_MAX = 20_000;
const SVG_ATTRIBUTES_MAX = 100_000;

function countOf(text: string, pattern: RegExp, max: number): boolean {
  let count = 0;
  for (const _ of text.matchAll(pattern)) if (++count > max) return false;
  return true;
}

type Purifier = ReturnType<typeof createDOMPurify>;
interface Tools {
  JSDOM: typeof JSDOM;
  purify: Purifier;
  window: JSDOM['window'];
}
let tools: Promise<Tools> | undefined;

/**
 * jsdom and DOMPurify, loaded on the first SVG upload (they are heavy to load):
 * one DOMPurify instance on one jsdom window, with the hooks that remove external references.
 */
function getTools(): Promise<Tools> {
  tools ??= whileLoading(loadTools);
  return tools;
}

async function loadTools(): Promise<Tools> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const window = new JSDOM('').window;
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (LINK_ATTRIBUTES.has(name) && !SAFE_LINK.test(value)) data.keepAttr = false;
    else if (UNSAFE_CSS.test(value)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && UNSAFE_CSS.test(node.textContent ?? '')) node.textContent = '';
  });
  return { JSDOM, purify, window };
}

function parsesAsSvg(JSDOM: Tools['JSDOM'], text: string): boolean {
  try {
    const root = new JSDOM(text, { contentType: 'image/svg+xml' }).window.document.documentElement;
    return root !== null && root.namespaceURI === SVG_NS && root.localName === 'svg';
  } catch {
    return false;
  }
}

/**
 * Returns a clean copy of an SVG file, or null when the bytes are not an SVG
 * document. The file must be UTF-8 XML whose root is <svg> (custom entities
 * refused); DOMPurify's SVG profile then removes script, event handlers,
 * foreignObject and other HTML, and the hooks above remove every reference
 * outside the file. The result is parsed again before it is accepted. Throws DecodedTooLarge past
 * SVG_ELEMENTS_MAX elements or SVG_ATTRIBUTES_MAX attributes. Runs in the parser worker.
 */
export async function sanitizeSvg(data: Buffer): Promise<Buffer | null> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return null;
  }
  if (!countOf(text, /<[A-Za-z]/g, SVG_ELEMENTS_MAX) || !countOf(text, /=\s*["']/g, SVG_ATTRIBUTES_MAX)) {
    throw new DecodedTooLarge('more elements or attributes than an SVG image needs');
  }
  const { JSDOM, purify, window } = await getTools();
  if (/<!ENTITY/i.test(text) || !parsesAsSvg(JSDOM, text)) return null;
  const root = new JSDOM(text, { contentType: 'image/svg+xml' }).window.document.documentElement;
  const fragment = purify.sanitize(root.outerHTML, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'embed', 'object', 'use'],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  const svg = fragment.firstElementChild;
  if (!svg || svg.namespaceURI !== SVG_NS || svg.localName !== 'svg' || fragment.childElementCount !== 1) return null;
  const clean = `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(svg)}\n`;
  return parsesAsSvg(JSDOM, clean) ? Buffer.from(clean, 'utf8') : null;
}
