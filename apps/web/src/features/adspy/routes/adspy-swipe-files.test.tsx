import { swipeFileDetailSchema, swipeFileListSchema, type SwipeFile } from '@blivion/shared/adspy';
import { adSpy } from '@blivion/shared/i18n/pt-BR';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ad, renderPage, requests, serve, status } from './render-adspy.test-support';

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => String(params[key]));

function swipeFile(id: string, name: string, adCount: number): SwipeFile {
  return {
    id,
    name,
    description: null,
    adCount,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

/** The swipe-file routes over `files` (changed by PATCH and DELETE as the server would); `refuseRename` answers a 400. */
function serveSwipeFiles(files: SwipeFile[], refuseRename?: { field: string; key: string }) {
  const { euReach: _reach, languages: _languages, ...copy } = ad('77', 'Loja Sete', 'Oferta guardada');
  serve({
    status: status(1),
    competitors: [],
    handlers: [
      (url, body, method) => {
        if (url.pathname === '/api/adspy/swipe-files') return { body: swipeFileListSchema.parse({ items: files }) };
        const [, id, rest] = /^\/api\/adspy\/swipe-files\/(\d+)(\/.*)?$/.exec(url.pathname) ?? [];
        const index = files.findIndex((file) => file.id === id);
        if (index < 0) return undefined;
        if (rest) return { status: 204, body: null };
        if (method === 'DELETE') {
          files.splice(index, 1);
          return { status: 204, body: null };
        }
        if (method === 'PATCH') {
          if (refuseRename) {
            const details = [{ ...refuseRename, message: 'Recusado.' }];
            return { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Dados inválidos.', details } } };
          }
          files[index] = { ...files[index]!, name: (body as { name: string }).name };
          return { body: files[index] };
        }
        const ads = files[index]!.adCount ? [{ ...copy, note: null, savedAt: '2026-11-21T10:00:00.000Z' }] : [];
        return { body: swipeFileDetailSchema.parse({ ...files[index], ads }) };
      },
    ],
  });
}

async function openPanel() {
  const user = renderPage('/adspy');
  await user.click(await screen.findByRole('button', { name: adSpy.swipeFiles.title }));
  return { user, panel: await screen.findByRole('dialog', { name: adSpy.swipeFiles.title }) };
}

describe("AdSpy 'Coleções salvas'", { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    requests.length = 0;
  });

  it("lists a collection's saved ads with their library link, and removes one", async () => {
    serveSwipeFiles([swipeFile('5', 'Ideias de Natal', 1)]);
    const { user, panel } = await openPanel();
    const ads = await within(panel).findByRole('list', { name: adSpy.swipeFiles.adsLabel });
    expect(ads.textContent).toContain('Oferta guardada');
    const link = within(ads).getByRole('link', { name: /Ver na Biblioteca de Anúncios/ });
    expect(link.getAttribute('href')).toBe('https://www.facebook.com/ads/library/?id=77');
    await user.click(within(ads).getByRole('button', { name: 'Remover da coleção o anúncio de Loja Sete' }));
    await waitFor(() => expect(requests).toContain('DELETE /api/adspy/swipe-files/5/ads/77 {}'));
    // The collection is read again after the removal.
    await waitFor(() =>
      expect(requests.filter((request) => request === 'GET /api/adspy/swipe-files/5')).toHaveLength(2),
    );
  });

  it('renames a collection in place, and refuses a blank name without asking the server', async () => {
    const files = [swipeFile('5', 'Ideias de Natal', 1)];
    serveSwipeFiles(files);
    const { user, panel } = await openPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Renomear coleção Ideias de Natal' }));
    const field = within(panel).getByRole('textbox', { name: adSpy.swipeFiles.newName });
    expect((field as HTMLInputElement).value).toBe('Ideias de Natal');
    expect(document.activeElement).toBe(field);

    await user.clear(field);
    await user.type(field, '   ');
    await user.click(within(panel).getByRole('button', { name: adSpy.swipeFiles.saveName }));
    expect(await within(panel).findByText(adSpy.validation.swipeFileNameRequired)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.startsWith('PATCH'))).toBe(false);

    await user.clear(field);
    await user.type(field, '  Ganchos de Natal {enter}');
    await waitFor(() => expect(requests).toContain('PATCH /api/adspy/swipe-files/5 {"name":"Ganchos de Natal"}'));
    // Back to the actions, the list read again with the new name, and focus on 'Renomear'.
    const rename = await within(panel).findByRole('button', { name: 'Renomear coleção Ganchos de Natal' });
    await waitFor(() => expect(document.activeElement).toBe(rename));
    expect(within(panel).getByRole('combobox', { name: adSpy.swipeFiles.file }).textContent).toContain(
      'Ganchos de Natal',
    );
  });

  it("puts the server's refusal of a name on the field", async () => {
    serveSwipeFiles([swipeFile('5', 'Ideias de Natal', 1)], { field: 'name', key: 'adSpy.validation.nameTooLong' });
    const { user, panel } = await openPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Renomear coleção Ideias de Natal' }));
    await user.type(within(panel).getByRole('textbox', { name: adSpy.swipeFiles.newName }), ' 2{enter}');
    expect(await within(panel).findByText(adSpy.validation.nameTooLong)).toBeTruthy();
    expect(within(panel).getByRole('textbox', { name: adSpy.swipeFiles.newName })).toBeTruthy();
  });

  it("deletes a collection only after 'Confirmar exclusão', then shows the next one", async () => {
    const files = [swipeFile('5', 'Ideias de Natal', 1), swipeFile('6', 'Black Friday', 0)];
    serveSwipeFiles(files);
    const { user, panel } = await openPanel();
    const remove = await within(panel).findByRole('button', { name: 'Excluir coleção Ideias de Natal' });

    await user.click(remove);
    let confirm = await screen.findByRole('alertdialog', { name: adSpy.swipeFiles.deleteTitle });
    expect(confirm.textContent).toContain(fill(adSpy.swipeFiles.deleteMessage_one, { name: 'Ideias de Natal' }));
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests).not.toContain('DELETE /api/adspy/swipe-files/5 {}');

    await user.click(remove);
    confirm = await screen.findByRole('alertdialog', { name: adSpy.swipeFiles.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: adSpy.swipeFiles.delete }));
    await waitFor(() => expect(requests).toContain('DELETE /api/adspy/swipe-files/5 {}'));
    await within(panel).findByRole('button', { name: 'Excluir coleção Black Friday' });
    expect(await within(panel).findByText(adSpy.swipeFiles.emptyFile)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Nothing asks for the deleted collection again.
    const deletedAt = requests.indexOf('DELETE /api/adspy/swipe-files/5 {}');
    expect(requests.slice(deletedAt).filter((request) => request === 'GET /api/adspy/swipe-files/5')).toEqual([]);
  });

  it('says so when the last collection is deleted', async () => {
    serveSwipeFiles([swipeFile('6', 'Black Friday', 0)]);
    const { user, panel } = await openPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Excluir coleção Black Friday' }));
    const confirm = await screen.findByRole('alertdialog', { name: adSpy.swipeFiles.deleteTitle });
    expect(confirm.textContent).toContain(fill(adSpy.swipeFiles.deleteMessage_zero, { name: 'Black Friday' }));
    await user.click(within(confirm).getByRole('button', { name: adSpy.swipeFiles.delete }));
    expect(await within(panel).findByText(adSpy.swipeFiles.empty)).toBeTruthy();
  });
});
