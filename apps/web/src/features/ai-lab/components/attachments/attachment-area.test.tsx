import type { AiAttachment } from '@blivion/shared/ai';
import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { ApiError } from '@/lib/api-client';
import { addCatalogueSections } from '@/lib/translations';
import { deleteAttachment, uploadAttachment } from '../../api/upload-attachment';
import AttachmentArea from './attachment-area';

vi.mock('../../api/upload-attachment', () => ({ uploadAttachment: vi.fn(), deleteAttachment: vi.fn() }));
addCatalogueSections({ aiLab });

const upload = vi.mocked(uploadAttachment);
const remove = vi.mocked(deleteAttachment);
let nextId = 1;

/** What the server answers for a file: its kind from the content, its real size. */
function stored(file: File, kind: AiAttachment['kind'], extra: Partial<AiAttachment> = {}): AiAttachment {
  const id = String(nextId++);
  const mediaType = kind === 'pdf' ? 'application/pdf' : kind === 'image' ? 'image/png' : 'text/plain';
  return {
    ...{ id, kind, name: file.name, mediaType, sizeBytes: file.size, url: `/api/ai/attachments/${id}` },
    ...{ generated: false, textTruncated: false, pageCount: kind === 'pdf' ? 3 : null },
    ...extra,
  };
}

function Composer({
  acceptsImages = true,
  onChange,
}: {
  acceptsImages?: boolean;
  onChange?: (files: AiAttachment[]) => void;
}) {
  const [attachments, setAttachments] = useState<AiAttachment[]>([]);
  return (
    <AttachmentArea
      attachments={attachments}
      onChange={(files) => {
        setAttachments(files);
        onChange?.(files);
      }}
      acceptsImages={acceptsImages}
      disabled={false}
    />
  );
}

function setUp(props: Parameters<typeof Composer>[0] = {}) {
  // Inside the composer's form, as the lab places it (a paste in the message box reaches the form).
  const { container } = render(
    <form>
      <Composer {...props} />
      <textarea aria-label="Mensagem" />
    </form>,
  );
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { input, user: userEvent.setup({ applyAccept: false }) };
}

const bytes = (size: number) => new Uint8Array(size);

describe('the attachment area', () => {
  beforeEach(() => {
    upload.mockReset();
    remove.mockReset().mockResolvedValue({ ok: true });
  });
  afterEach(cleanup);

  it('uploads what is picked and lists each file with its real size, pages and the total', async () => {
    upload.mockImplementation(async (file) => stored(file, file.name.endsWith('.pdf') ? 'pdf' : 'image'));
    const onChange = vi.fn();
    const { input, user } = setUp({ onChange });
    // The limits live behind the paperclip: its panel states them and picks the files.
    expect(screen.queryByText(/PDFs até/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Anexar arquivo' }));
    expect(await screen.findByText('total 0 MB')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Escolher arquivos' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Imagens (PNG, JPEG, WebP, GIF) até 5 MB, PDFs até 10 MB e arquivos de texto até 2 MB.',
    );
    await user.keyboard('{Escape}');

    const pdf = new File([bytes(1536 * 1024)], 'relatório.pdf', { type: 'application/pdf' });
    const image = new File([bytes(2048)], 'grafico.png', { type: 'image/png' });
    await user.upload(input, [pdf, image]);

    const list = await screen.findByRole('list', { name: 'Anexos' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('PDF · 1,5 MB · 3 páginas')).toBeTruthy();
    expect(within(list).getByText('Imagem · 2 KB')).toBeTruthy();
    expect(screen.getByText('total 1,5 MB')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'relatório.pdf' }),
      expect.objectContaining({ name: 'grafico.png' }),
    ]);
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('refuses, before sending a byte, images for a model without images, files over their limit and a sixth file', async () => {
    upload.mockImplementation(async (file) => stored(file, 'text'));
    const { input, user } = setUp({ acceptsImages: false });
    await user.upload(input, [
      new File([bytes(10)], 'foto.png', { type: 'image/png' }),
      new File([bytes(2 * 1024 * 1024 + 1)], 'enorme.txt', { type: 'text/plain' }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Este modelo não aceita imagens.');
    expect(alert.textContent).toContain('O arquivo enorme.txt passa do limite de 2 MB.');
    expect(upload).not.toHaveBeenCalled();

    const notes = Array.from({ length: 6 }, (_, i) => new File([bytes(10)], `nota-${i}.txt`, { type: 'text/plain' }));
    await user.upload(input, notes);
    expect((await screen.findByRole('alert')).textContent).toContain('Você pode anexar até 5 arquivos por mensagem.');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Anexos' })).getAllByRole('listitem')).toHaveLength(5),
    );
    expect(upload).toHaveBeenCalledTimes(5);
  });

  it('removes a file from the message and from the server', async () => {
    upload.mockImplementation(async (file) => stored(file, 'text', { textTruncated: true }));
    const { input, user } = setUp();
    await user.upload(input, new File([bytes(100)], 'longo.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Texto longo: só o começo vai para o modelo.')).toBeTruthy();
    const id = (await upload.mock.results[0]!.value) as AiAttachment;
    await user.click(screen.getByRole('button', { name: 'Remover anexo longo.txt' }));
    expect(screen.queryByRole('list', { name: 'Anexos' })).toBeNull();
    expect(remove).toHaveBeenCalledWith(id.id);
    expect(screen.queryByText(/^total /)).toBeNull();
  });

  it('has no serious or critical axe violation with files, an upload in progress and refusals', async () => {
    let finish: (file: AiAttachment) => void = () => undefined;
    upload
      .mockImplementationOnce(async (file) => stored(file, 'pdf'))
      .mockImplementationOnce(async (file) => stored(file, 'image'))
      .mockImplementationOnce((file) => new Promise((resolve) => (finish = () => resolve(stored(file, 'text')))));
    const { input, user } = setUp();
    await user.upload(input, [
      new File([bytes(100)], 'a.pdf', { type: 'application/pdf' }),
      new File([bytes(100)], 'b.png', { type: 'image/png' }),
      new File([bytes(100)], 'c.txt', { type: 'text/plain' }),
      new File([bytes(3 * 1024 * 1024)], 'grande.txt', { type: 'text/plain' }),
    ]);
    await screen.findByRole('alert');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Anexos' })).getAllByRole('listitem')).toHaveLength(3),
    );
    expect(screen.getByRole('button', { name: 'Cancelar o envio de c.txt' })).toBeTruthy();
    const results = await axe.run(document.body, { resultTypes: ['violations'] });
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    finish(stored(new File([], 'c.txt'), 'text'));
  });

  it('attaches a file pasted into the message box (a screenshot, say)', async () => {
    upload.mockImplementation(async (file) => stored(file, 'image'));
    const { user } = setUp();
    await user.click(screen.getByRole('textbox', { name: 'Mensagem' }));
    await user.paste({
      files: [new File([bytes(300)], 'captura.png', { type: 'image/png' })],
    } as unknown as DataTransfer);
    const list = await screen.findByRole('list', { name: 'Anexos' });
    await waitFor(() => expect(within(list).getByText('captura.png')).toBeTruthy());
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it("says why the server refused a file, in the server's words", async () => {
    upload.mockRejectedValue(
      new ApiError('AI_FILE_TYPE', 'Envie uma imagem (PNG, JPEG, WebP ou GIF), um PDF ou um arquivo de texto.', 400),
    );
    const { input, user } = setUp();
    await user.upload(input, new File([bytes(100)], 'programa.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível enviar programa.txt: Envie uma imagem (PNG, JPEG, WebP ou GIF), um PDF ou um arquivo de texto.',
    );
    expect(screen.queryByRole('list', { name: 'Anexos' })).toBeNull();
  });
});
