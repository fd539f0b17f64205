import type { CourseCard as CourseCardData, CoursePlayer, PlayerLesson } from '@blivion/shared/courses';
import { courses } from '@blivion/shared/i18n/pt-BR';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogueSections } from '@/lib/translations';
import { withCompletion } from '../api/set-lesson-completion';
import { formatDuration } from '@/lib/duration';
import { CourseCard } from './course-card';
import { CourseOutline } from './course-outline';

beforeAll(() => addCatalogueSections({ courses }));
afterEach(cleanup);

function lesson(id: string, completed = false): PlayerLesson {
  return {
    id,
    title: `Aula ${id}`,
    durationSeconds: 125,
    video: { kind: 'none' },
    descriptionHtml: '',
    completed,
    positionSeconds: 0,
    materials: [],
    locked: false,
  };
}

/** The specification's seed: module 1 with 9 lessons, a bonus module with 3 (here: one done). */
function player(): CoursePlayer {
  const first = Array.from({ length: 9 }, (_, index) => lesson(String(index + 1)));
  const bonus = [lesson('10', true), lesson('11'), lesson('12')];
  return {
    course: {
      id: '7',
      title: 'Dropshipping do zero',
      description: '',
      category: 'dropshipping',
      thumbnailUrl: null,
      isActive: true,
    },
    modules: [
      { id: '1', title: 'MÓDULO 1', lessons: first, completedCount: 0, lessonCount: 9, availableAt: null },
      { id: '2', title: 'Bônus', lessons: bonus, completedCount: 1, lessonCount: 3, availableAt: null },
    ],
    completedCount: 1,
    lessonCount: 12,
    totalProgress: 8,
    resumeLessonId: '1',
  };
}

function renderOutline(data: CoursePlayer, currentLessonId = '1') {
  return render(
    <MemoryRouter>
      <CourseOutline player={data} currentLessonId={currentLessonId} />
    </MemoryRouter>,
  );
}

function moduleSummary(title: string) {
  return screen.getByText(title).closest('details')!;
}

describe('progress in the player’s side panel', () => {
  it('shows the total progress and each module’s count, the current lesson’s module open', () => {
    renderOutline(player());
    const total = screen.getByRole('progressbar', { name: 'Progresso total' });
    expect(total.getAttribute('aria-valuenow')).toBe('8');
    expect(screen.getByText('8%')).toBeTruthy();
    expect(screen.getByText('1 de 12 aulas concluídas')).toBeTruthy();
    expect(within(moduleSummary('MÓDULO 1')).getByText('0/9 concluídos')).toBeTruthy();
    expect(within(moduleSummary('Bônus')).getByText('1/3 concluídos')).toBeTruthy();
    expect(moduleSummary('MÓDULO 1').open).toBe(true);
    expect(moduleSummary('Bônus').open).toBe(false);

    const current = screen.getByRole('link', { current: 'page' });
    expect(current.getAttribute('href')).toBe('/courses/7/lessons/1');
    expect(current.textContent).toContain('Não concluída');
    expect(screen.getByRole('link', { name: /Aula 10/ }).textContent).toContain('(Concluída)');
  });

  it('a completion the server answered updates the lesson, its module and the course at once', () => {
    const before = player();
    const after = withCompletion(before, {
      lessonId: '1',
      completed: true,
      module: { id: '1', completedCount: 1, lessonCount: 9 },
      course: { id: '7', completedCount: 2, lessonCount: 12, progressPercent: 17 },
      nextLessonId: '2',
    });
    const { rerender } = renderOutline(before);
    rerender(
      <MemoryRouter>
        <CourseOutline player={after} currentLessonId="2" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('progressbar', { name: 'Progresso total' }).getAttribute('aria-valuenow')).toBe('17');
    expect(screen.getByText('2 de 12 aulas concluídas')).toBeTruthy();
    expect(within(moduleSummary('MÓDULO 1')).getByText('1/9 concluídos')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Aula 1\b/ }).textContent).toContain('(Concluída)');
    expect(before.modules[0]!.lessons[0]!.completed).toBe(false); // the cached value is replaced, not changed
  });

  it('uses the singular for a module of one lesson', () => {
    const data = player();
    data.modules = [
      {
        id: '3',
        title: 'Aula única',
        lessons: [lesson('20', true)],
        completedCount: 1,
        lessonCount: 1,
        availableAt: null,
      },
    ];
    renderOutline(data, '20');
    expect(screen.getByText('1/1 concluído')).toBeTruthy();
  });

  it('says when a module not open yet opens, and locks its lessons', () => {
    const data = player();
    const opens = '2026-12-12T15:00:00.000Z';
    data.modules[1] = {
      ...data.modules[1]!,
      availableAt: opens,
      lessons: data.modules[1]!.lessons.map((item) => ({ ...item, completed: false, locked: true })),
    };
    renderOutline(data, '1');
    expect(within(moduleSummary('Bônus')).getByText('Disponível em 12/12')).toBeTruthy();
    expect(within(moduleSummary('MÓDULO 1')).queryByText(/Disponível em/)).toBeNull();
    expect(screen.getByRole('link', { name: /^Aula 11\b/ }).textContent).toContain('(Bloqueada até 12/12)');
    expect(screen.getByRole('link', { name: /^Aula 2\b/ }).textContent).toContain('(Não concluída)');
  });

  it('shows durations as mm:ss, and h:mm:ss from an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(125)).toBe('02:05');
    expect(formatDuration(3600 + 61)).toBe('1:01:01');
  });
});

describe('progress on a catalogue card', () => {
  const card = (patch: Partial<CourseCardData>): CourseCardData => ({
    id: '3',
    title: 'Inglês para negócios',
    description: 'Aulas práticas',
    category: 'languages',
    thumbnailUrl: null,
    moduleCount: 2,
    lessonCount: 10,
    completedCount: 4,
    progressPercent: 40,
    ...patch,
  });

  it.each([
    [{}, '10 aulas', '40% concluído', '40'],
    [{ lessonCount: 1, completedCount: 0, progressPercent: 0 }, '1 aula', '0% concluído', '0'],
  ])('%o: %s, %s', (patch, lessons, progress, value) => {
    render(
      <MemoryRouter>
        <CourseCard course={card(patch)} imageStyle={{ height: 180 }} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/courses/3');
    expect(within(link).getByText('Idiomas')).toBeTruthy();
    expect(within(link).getByText(lessons)).toBeTruthy();
    expect(within(link).getByText(progress)).toBeTruthy();
    expect(
      within(link).getByRole('progressbar', { name: 'Seu progresso no curso' }).getAttribute('aria-valuenow'),
    ).toBe(value);
  });
});
