import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptSaves, content, renderEditor, saved, texts } from './content-editor.test-support';

const withMaterials = {
  ...content,
  modules: content.modules.map((module, index) =>
    index === 0
      ? {
          ...module,
          lessons: module.lessons.map((lesson, at) =>
            at === 0
              ? {
                  ...lesson,
                  materials: [
                    {
                      kind: 'file' as const,
                      fileId: '5',
                      name: 'Apostila ação.pdf',
                      type: 'pdf' as const,
                      sizeBytes: 2048,
                    },
                    { kind: 'link' as const, label: 'Planilha', url: 'https://exemplo.com.br/p' },
                  ],
                }
              : lesson,
          ),
        }
      : module,
  ),
};

describe('ContentEditor: materials and release schedules', { timeout: 60_000 }, () => {
  beforeEach(() => acceptSaves());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    saved.length = 0;
  });

  it('adds a link, reorders and removes materials, and the one save sends them in order', async () => {
    const { user, onSaved } = renderEditor(withMaterials);
    await user.click(screen.getByRole('button', { name: `${texts.showLesson.replace('{{title}}', 'Aula A1')}` }));
    const lesson = screen.getByRole('group', { name: 'Aula 1: Aula A1' });
    expect(within(lesson).getByText('Apostila ação.pdf (PDF, 2 KB)')).toBeTruthy();
    await user.type(within(lesson).getByLabelText('Nome do link'), 'Biblioteca');
    await user.type(within(lesson).getByLabelText('Endereço do link'), 'https://exemplo.com.br/b');
    await user.click(within(lesson).getByRole('button', { name: 'Adicionar link' }));
    await user.click(within(lesson).getByRole('button', { name: 'Mover Biblioteca para cima' }));
    await user.click(within(lesson).getByRole('button', { name: 'Remover “Planilha”' }));

    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved[0]!.modules[0]!.lessons[0]!.materials).toEqual([
      { kind: 'file', fileId: '5' },
      { kind: 'link', label: 'Biblioteca', url: 'https://exemplo.com.br/b' },
    ]);
  });

  it('refuses a link without https and says so at the material', async () => {
    const { user, onSaved } = renderEditor();
    await user.click(screen.getByRole('button', { name: texts.showLesson.replace('{{title}}', 'Aula A1') }));
    const lesson = screen.getByRole('group', { name: 'Aula 1: Aula A1' });
    await user.type(within(lesson).getByLabelText('Nome do link'), 'Site');
    await user.type(within(lesson).getByLabelText('Endereço do link'), 'http://exemplo.com.br');
    await user.click(within(lesson).getByRole('button', { name: 'Adicionar link' }));
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(await within(lesson).findByText('Informe um link válido começando com https://.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('sets a module to open N days after access or on a date, and refuses 0 days', async () => {
    const { user, onSaved } = renderEditor();
    const second = screen.getByRole('region', { name: 'Módulo 2: Módulo B' });
    await user.click(within(second).getByRole('radio', { name: 'Dias após o início do acesso' }));
    const days = within(second).getByLabelText('Número de dias');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(await within(second).findByText('Informe um número de dias entre 1 e 540.')).toBeTruthy();
    await user.clear(days);
    await user.type(days, '7');
    const first = screen.getByRole('region', { name: 'Módulo 1: Módulo A' });
    await user.click(within(first).getByRole('radio', { name: 'Em uma data' }));
    const date = within(first).getByLabelText('Data de liberação');
    await user.clear(date);
    await user.type(date, '2026-12-12');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved[0]!.modules.map((module) => module.release)).toEqual([
      { kind: 'date', date: '2026-12-12' },
      { kind: 'days', days: 7 },
    ]);
  });
});
