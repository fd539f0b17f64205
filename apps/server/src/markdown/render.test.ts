import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { excerptOf } from './excerpt.js';
import { isSafeImage, isSafeLink, renderMarkdown } from './render.js';

/** Inputs that try to get script into the page; none may come out executable. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//xss.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=10 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">clique</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '[clique](javascript:alert(1))',
  '[clique](JAVASCRIPT:alert(1))',
  '[clique]( javascript:alert(1) )',
  '[clique](<javascript:alert(1)>)',
  '[clique](&#106;avascript:alert(1))',
  '[clique](&#x6A;avascript&colon;alert(1))',
  '[clique](java&#x09;script:alert(1))',
  '[clique](%6Aavascript:alert(1))',
  '[clique](vbscript:msgbox(1))',
  '[clique](VbScRiPt:msgbox(1))',
  '[clique](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[clique](data:image/svg+xml,<svg onload=alert(1)>)',
  '[clique](file:///etc/passwd)',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '<vbscript:msgbox(1)>',
  '![x](javascript:alert(1))',
  '![x](data:image/png;base64,iVBORw0KGgo=)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](http://rastreador.example/pixel.gif)',
  '![x](/api/auth/sign-out)',
  '![x" onerror="alert(1)](https://ok.example/a.png)',
  '[x](https://ok.example/" onmouseover="alert(1))',
  '[x](https://ok.example/a "title\\" onmouseover=alert(1) x=\\"")',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '```"><script>alert(1)</script>\ncode\n```',
  '@[<img src=x onerror=alert(1)>]',
  '<!-- <script>alert(1)</script> -->',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<base href="javascript:alert(1)//">',
];

const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'EM',
  'S',
  'CODE',
  'PRE',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HR',
  'A',
  'IMG',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'SPAN',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'rel',
  'src',
  'alt',
  'title',
  'loading',
  'referrerpolicy',
  'class',
  'start',
  'style',
]);

/** Everything a browser could run: parse the HTML as a browser would and inspect every element. */
function executableParts(html: string): string[] {
  const document = new JSDOM(`<body>${html}</body>`).window.document;
  const problems: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!ALLOWED_TAGS.has(element.tagName)) problems.push(`tag ${element.tagName}`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (!ALLOWED_ATTRIBUTES.has(name) || name.startsWith('on')) problems.push(`attribute ${name}`);
      if (name === 'style' && !/^text-align:(left|right|center)$/.test(attribute.value)) problems.push('style');
      if (name === 'href' && !isSafeLink(attribute.value)) problems.push(`href ${attribute.value}`);
      if (name === 'src' && !isSafeImage(attribute.value)) problems.push(`src ${attribute.value}`);
      if ((name === 'href' || name === 'src') && /^\s*(javascript|vbscript|data|file):/i.test(attribute.value)) {
        problems.push(`scheme ${attribute.value}`);
      }
    }
    if (element.tagName === 'A' && element.getAttribute('rel') !== 'nofollow ugc noopener') problems.push('rel');
  }
  return problems;
}

describe('forum Markdown renderer', () => {
  it.each(XSS_CORPUS)('renders nothing executable from %j', (input) => {
    const html = renderMarkdown(input);
    expect(executableParts(html)).toEqual([]);
    expect(html).not.toMatch(/<(script|iframe|svg|object|embed|style|meta|form|base|input|details|math)\b/i);
  });

  it('keeps ordinary Markdown: emphasis, lists, code, tables, safe links and images', () => {
    const html = renderMarkdown(
      '**negrito** _itálico_ ~~riscado~~\n\n- um\n- dois\n\n`código`\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n' +
        '[site](https://exemplo.com) [página](/courses) [email](mailto:oi@exemplo.com) https://blivion.example\n\n' +
        '![logo](https://cdn.exemplo.com/logo.png) ![enviada](/uploads/abc123.png)',
    );
    expect(html).toContain('<strong>negrito</strong> <em>itálico</em> <s>riscado</s>');
    expect(html).toContain('<li>um</li>');
    expect(html).toContain('<code>código</code>');
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="https://exemplo.com" rel="nofollow ugc noopener">site</a>');
    expect(html).toContain('<a href="/courses" rel="nofollow ugc noopener">página</a>');
    expect(html).toContain('<a href="mailto:oi@exemplo.com" rel="nofollow ugc noopener">email</a>');
    expect(html).toContain('<a href="https://blivion.example" rel="nofollow ugc noopener">https://blivion.example</a>');
    expect(html).toContain(
      '<img src="https://cdn.exemplo.com/logo.png" alt="logo" loading="lazy" referrerpolicy="no-referrer">',
    );
    expect(html).toContain('<img src="/uploads/abc123.png" alt="enviada"');
    expect(executableParts(html)).toEqual([]);
  });

  it('shows a refused image as its text and a refused link as plain text', () => {
    expect(renderMarkdown('![foto](http://inseguro.example/a.png)')).toBe('<p>foto</p>\n');
    expect(renderMarkdown('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>\n');
  });

  it('makes plain-text excerpts', () => {
    expect(excerptOf('# Título\n\n**Olá** [mundo](https://x.example/(a)) ![img](https://x/y.png) @[Ana Souza]')).toBe(
      'Título Olá mundo img @Ana Souza',
    );
    expect(excerptOf('x'.repeat(300))).toHaveLength(200);
  });
});

describe('rendered HTML cache', () => {
  it('answers a repeated post with the same safe HTML as its first rendering', () => {
    const text = `**negrito** [link](javascript:alert(1)) ${Date.now()}`;
    const first = renderMarkdown(text);
    expect(first).toContain('<strong>negrito</strong>');
    expect(first).not.toContain('href=');
    expect(renderMarkdown(text)).toBe(first);
    expect(renderMarkdown(`${text} mais`)).not.toBe(first);
  });
});
