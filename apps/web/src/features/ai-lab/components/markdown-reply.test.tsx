import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogueSections } from '@/lib/translations';
import { MarkdownReply } from './markdown-reply';

beforeAll(() => addCatalogueSections({ aiLab }));
afterEach(cleanup);

function renderReply(text: string, streaming = false) {
  return render(<MarkdownReply text={text} streaming={streaming} />).container;
}

describe('a reply rendered as Markdown', () => {
  it('renders emphasis, lists and a fenced code block with its language and a copy button', () => {
    const container = renderReply('Olá **mundo**\n\n- um\n- dois\n\n```ts\nconst a = 1;\n```\n');
    expect(container.querySelector('strong')?.textContent).toBe('mundo');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('pre code')?.textContent).toContain('const a = 1;');
    expect(screen.getByText('ts')).toBeTruthy();
    expect(screen.getByRole('button', { name: aiLab.lab.messages.copyCode })).toBeTruthy();
  });

  it('never turns raw HTML into elements', () => {
    const container = renderReply('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<b>negrito</b>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<script>');
  });

  it('keeps web links (opened apart) and drops javascript: and data: links and images', () => {
    const container = renderReply(
      '[site](https://exemplo.test/a) [mal](javascript:alert(1)) [dados](data:text/html,oi) ![foto](https://rastreio.test/p.png)',
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://exemplo.test/a']);
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('[foto]');
  });

  it('shows a code block while it is still streaming', () => {
    const container = renderReply('Veja:\n\n```py\nprint(1)\n', true);
    expect(container.querySelector('pre code')?.textContent).toContain('print(1)');
  });
});
