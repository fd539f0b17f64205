import { parser, RuleType, type MarkdownToJSX } from 'markdown-to-jsx/react';

/** Nodes whose text is not part of what a reader sees (comments, front matter, link definitions). */
const SKIPPED = new Set<MarkdownToJSX.ASTNode['type']>([
  RuleType.htmlComment,
  RuleType.frontmatter,
  RuleType.ref,
  RuleType.refCollection,
]);

/** Nodes whose text runs on with what follows; any other node ends with a space (a block, a line break). */
const INLINE = new Set<MarkdownToJSX.ASTNode['type']>([
  RuleType.text,
  RuleType.textFormatted,
  RuleType.codeInline,
  RuleType.link,
  RuleType.image,
  RuleType.footnoteReference,
]);

function collect(nodes: readonly MarkdownToJSX.ASTNode[], out: string[]): void {
  for (const node of nodes) {
    if (SKIPPED.has(node.type)) continue;
    const fields = node as unknown as Record<string, unknown>;
    if (node.type === RuleType.image) {
      if (typeof fields.alt === 'string') out.push(fields.alt);
      continue;
    }
    if (typeof fields.text === 'string') out.push(fields.text);
    if (Array.isArray(fields.children)) collect(fields.children as MarkdownToJSX.ASTNode[], out);
    // Lists hold items, tables a header row and rows of cells: each item or cell is a run of nodes.
    for (const key of ['items', 'header', 'cells']) {
      const value = fields[key];
      if (!Array.isArray(value)) continue;
      for (const run of value.flat(1) as unknown[]) {
        collect((Array.isArray(run) ? run : [run]) as MarkdownToJSX.ASTNode[], out);
        out.push(' ');
      }
    }
    if (!INLINE.has(node.type)) out.push(' ');
  }
}

/**
 * A message's Markdown as the words a reader sees, on one line: '**Oferta** para `curso`' becomes
 * 'Oferta para curso' (headings, lists, links, code and emphasis lose their marks). Parsed by
 * markdown-to-jsx's own parser, the one the replies are drawn with, with raw HTML read as text.
 */
export function markdownToPlainText(markdown: string): string {
  const out: string[] = [];
  collect(parser(markdown, { disableParsingRawHTML: true, disableFrontmatter: true }), out);
  return out.join('').replace(/\s+/g, ' ').trim();
}
