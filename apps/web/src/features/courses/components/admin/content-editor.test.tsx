import { courses } from '@blivion/shared/i18n/pt-BR';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptSaves,
  describedText,
  renderEditor,
  saved,
  stackSortableItems,
  texts,
  titles,
} from './content-editor.test-support';

describe('ContentEditor', { timeout: 60_000 }, () => {
  beforeEach(() => acceptSaves());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    saved.length = 0;
  });

  it('reorders a lesson with the keyboard on its arrow buttons, keeps the focus on it and says where it went', async () => {
    const { user, onSaved } = renderEditor();
    screen.getByRole('button', { name: 'Mover Aula A2 para cima' }).focus();
    await user.keyboard('{Enter}');
    expect(titles('lesson')).toEqual(['Aula A2', 'Aula A1', 'Aula B1']);
    expect(screen.getByText('Aula A2 solto na posição 1 de 2.')).toBeTruthy();
    // At the top the 'up' arrow is off: the focus goes to the lesson's 'down' arrow.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mover Aula A2 para baixo' })),
    );

    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved[0]!.modules.map((module) => module.lessons.map((lesson) => lesson.id))).toEqual([
      ['12', '11'],
      ['21'],
    ]);
  });

  it('reorders modules by dragging with the keyboard (Space, arrow, Space), announced in Portuguese', async () => {
    stackSortableItems();
    const { user } = renderEditor();
    const handle = screen.getByRole('button', { name: 'Reordenar o módulo Módulo B' });
    expect(handle.getAttribute('aria-roledescription')).toBe('item reordenável');
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(document.body.textContent).toContain('Módulo B selecionado, na posição 2 de 2.'));
    expect(document.body.textContent).not.toContain('Módulo B movido');
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.body.textContent).toContain('Módulo B movido para a posição 1 de 2.'));
    await user.keyboard(' ');
    await waitFor(() => expect(titles('module')).toEqual(['Módulo B', 'Módulo A']));
    expect(document.body.textContent).toContain('Módulo B solto na posição 1 de 2.');
  });

  it('Escape while carrying a module puts it back', async () => {
    stackSortableItems();
    const { user } = renderEditor();
    screen.getByRole('button', { name: 'Reordenar o módulo Módulo A' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.body.textContent).toContain('Movimento cancelado. Módulo A voltou à posição 1 de 2.'),
    );
    expect(titles('module')).toEqual(['Módulo A', 'Módulo B']);
  });

  it('shows the section 5 messages and sends nothing until every module has a lesson', async () => {
    const { user, onSaved } = renderEditor({ courseId: '7', modules: [] });
    const save = screen.getByRole('button', { name: texts.submit });
    await user.click(save);
    expect(screen.getByRole('alert').textContent).toContain(courses.validation.atLeastOneModule);

    await user.click(screen.getByRole('button', { name: texts.addModule }));
    expect(titles('module')).toEqual(['MÓDULO 1']);
    expect(document.activeElement).toBe(screen.getByLabelText(texts.moduleTitle));
    expect(screen.getByRole('alert').textContent).toContain(courses.validation.moduleWithoutLessons);

    await user.click(screen.getByRole('button', { name: texts.addModule }));
    expect(screen.getByRole('alert').textContent).toContain(courses.validation.modulesWithoutLessons);

    const [first, second] = screen.getAllByRole('region');
    await user.click(within(first!).getByRole('button', { name: texts.addLesson }));
    await user.click(within(first!).getByRole('button', { name: texts.addLesson }));
    expect(titles('lesson')).toEqual(['Nova Aula 1', 'Nova Aula 2']);
    expect(screen.getByRole('alert').textContent).toContain(courses.validation.moduleWithoutLessons);
    await user.click(within(second!).getByRole('button', { name: texts.addLesson }));
    expect(screen.queryByRole('alert')).toBeNull();

    const duration = screen.getAllByLabelText(texts.lessonDuration)[0]!;
    await user.clear(duration);
    await user.type(duration, '3:75');
    expect(screen.getByRole('alert').textContent).toContain(texts.fixErrors);
    expect(duration.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(duration)).toContain(courses.validation.invalidDuration);
    await user.click(save);
    expect(saved).toEqual([]);

    await user.clear(duration);
    await user.type(duration, '3:15');
    await user.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved[0]).toEqual({
      modules: [
        {
          id: null,
          title: 'MÓDULO 1',
          release: { kind: 'immediate' },
          lessons: [
            {
              id: null,
              title: 'Nova Aula 1',
              descriptionMd: '',
              video: { kind: 'none' },
              durationSeconds: 195,
              materials: [],
            },
            {
              id: null,
              title: 'Nova Aula 2',
              descriptionMd: '',
              video: { kind: 'none' },
              durationSeconds: 0,
              materials: [],
            },
          ],
        },
        {
          id: null,
          title: 'MÓDULO 2',
          release: { kind: 'immediate' },
          lessons: [
            {
              id: null,
              title: 'Nova Aula 1',
              descriptionMd: '',
              video: { kind: 'none' },
              durationSeconds: 0,
              materials: [],
            },
          ],
        },
      ],
    });
  });
});
