import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('highlights the code of a known language (loaded on first use), with spans that carry only our classes', async () => {
    const container = renderReply('```ts\nconst total: number = 42; // soma\n```\n');
    await vi.waitFor(() => expect(container.querySelector('pre code span')).toBeTruthy());
    const keyword = [...container.querySelectorAll('pre code span')].find((span) => span.textContent === 'const');
    expect(keyword?.className).toContain('text-violet-700');
    expect(container.querySelector('pre code')?.textContent).toBe('const total: number = 42; // soma');
    for (const span of container.querySelectorAll('pre code span')) {
      expect([...span.attributes].map((attribute) => attribute.name).filter((name) => name !== 'class')).toEqual([]);
    }
  });

  it('keeps markup inside highlighted HTML as text, and leaves unknown languages plain', async () => {
    const container = renderReply(
      '```html\n<img src=x onerror="alert(1)"><script>alert(2)</script>\n```\n\n```brainfuck\n+++.\n```\n',
    );
    await vi.waitFor(() => expect(container.querySelector('pre code span')).toBeTruthy());
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('pre')[0]?.textContent).toContain('<script>alert(2)</script>');
    expect(container.querySelectorAll('pre')[1]?.querySelector('span')).toBeNull();
    expect(container.querySelectorAll('pre')[1]?.textContent).toBe('+++.');
  });
});
