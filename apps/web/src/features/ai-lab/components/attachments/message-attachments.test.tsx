import type { AiAttachment } from '@blivion/shared/ai';
import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/catalogue/all-sections';
import { addCatalogueSections } from '@/lib/translations';
import { MessageAttachments } from './message-attachments';

addCatalogueSections({ aiLab });

const file = (id: string, kind: AiAttachment['kind'], extra: Partial<AiAttachment> = {}): AiAttachment => ({
  ...{ id, kind, name: `arquivo-${id}`, mediaType: 'image/png', sizeBytes: 3 * 1024 * 1024 },
  ...{ url: `/api/ai/attachments/${id}`, generated: false, textTruncated: false, pageCount: null },
  ...extra,
});

describe("a message's files", () => {
  afterEach(cleanup);

  it('shows a generated image large, a sent image as a thumbnail, and a PDF as a download with its size', () => {
    render(
      <MessageAttachments
        attachments={[
          file('1', 'image', { generated: true, name: 'um gato astronauta.png' }),
          file('2', 'image', { name: 'foto.jpg' }),
          file('3', 'pdf', { name: 'contrato.pdf', mediaType: 'application/pdf' }),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Anexos' });
    const generated = within(list).getByRole('img', { name: 'Imagem gerada' });
    expect(generated.getAttribute('src')).toBe('/api/ai/attachments/1');
    expect(generated.className).toContain('max-h-96');
    expect(within(list).getByRole('img', { name: 'foto.jpg' }).className).toContain('size-24');
    const pdf = within(list).getByRole('link', { name: /^contrato\.pdf/ });
    expect(pdf.getAttribute('href')).toBe('/api/ai/attachments/3');
    expect(pdf.getAttribute('download')).toBe('contrato.pdf');
    expect(pdf.textContent).toContain('3 MB');
  });

  it('shows nothing for a message without files', () => {
    const { container } = render(<MessageAttachments attachments={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
