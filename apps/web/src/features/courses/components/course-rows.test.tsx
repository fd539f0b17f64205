import type { CourseCard as CourseCardData, PlayerLesson } from '@blivion/shared/courses';
import { courses } from '@blivion/shared/i18n/pt-BR';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerApi, renderInShell } from '@/components/layouts/shell.test-support';
import { addCatalogueSections } from '@/lib/translations';
import { cataloguePath } from '../api/list-courses';
import { CourseOverview } from './course-overview';
import { LessonTitleBar } from './lesson-title-bar';

beforeAll(() => addCatalogueSections({ courses }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function card(id: string, category: CourseCardData['category'], lessonCount = 4): CourseCardData {
  return {
    id,
    title: `Curso ${id}`,
    category,
    thumbnailUrl: `/uploads/capa-${id}.webp`,
    description: '',
    moduleCount: lessonCount > 0 ? 1 : 0,
    lessonCount,
    completedCount: 0,
    progressPercent: 0,
  };
}

const catalogue = [
  card('1', 'marketing'),
  card('2', 'dropshipping'),
  card('3', 'marketing'),
  card('4', 'marketing', 0),
];

describe('the catalogue’s rows', () => {
  it('shows card-shaped placeholders, not a spinner, while the first page loads', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderInShell(<CourseOverview search="" onSearch={() => undefined} />, '/courses');
    expect(screen.getByRole('status', { name: courses.overview.loading })).toBeTruthy();
    expect(screen.getAllByTestId('course-skeleton').length).toBeGreaterThan(1);
  });

  it('puts each course once in its category’s swipeable row, sized to the screen, covers whole', async () => {
    answerApi({ [cataloguePath('')]: { items: catalogue, nextCursor: null } });
    renderInShell(<CourseOverview search="" onSearch={() => undefined} />, '/courses');
    const marketing = await screen.findByRole('region', { name: courses.categories.marketing });
    const dropshipping = screen.getByRole('region', { name: courses.categories.dropshipping });
    expect(within(marketing).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dropshipping).getAllByRole('listitem')).toHaveLength(1);
    // No second grid repeating them: every course appears once on the page.
    expect(screen.getAllByRole('link', { name: /Curso 1/ })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: courses.overview.allCourses })).toBeNull();
    const row = within(marketing).getByRole('list');
    expect(row.className).toContain('snap-x');
    const item = within(marketing).getAllByRole('listitem')[0]!;
    expect(item.className).toContain('w-[80%]');
    expect(item.className).toContain('snap-start');
    expect(item.querySelector('img')!.className).toContain('object-contain');
  });

  it("shows a course without lessons as 'Em breve', never as '0 aulas · 0% concluído', and not as a link", async () => {
    answerApi({ [cataloguePath('')]: { items: catalogue, nextCursor: null } });
    renderInShell(<CourseOverview search="" onSearch={() => undefined} />, '/courses');
    const soon = (await screen.findByText('Curso 4')).closest('article')!;
    expect(within(soon).getByText(courses.card.comingSoon)).toBeTruthy();
    expect(within(soon).queryByText(/0 aulas/)).toBeNull();
    expect(within(soon).queryByText(/0% concluído/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Curso 4/ })).toBeNull();
  });

  it('lists a search’s results in the grid', async () => {
    answerApi({ [cataloguePath('curso')]: { items: catalogue.slice(0, 2), nextCursor: null } });
    renderInShell(<CourseOverview search="curso" onSearch={() => undefined} />, '/courses');
    const results = await screen.findByRole('region', { name: courses.overview.allCourses });
    expect(within(results).getByRole('list').className).toContain('grid');
    expect(within(results).getAllByRole('link')).toHaveLength(2);
  });
});

describe("'Próxima aula'", () => {
  const lesson = (completed: boolean): PlayerLesson => ({
    id: '5',
    title: 'Aula 5',
    durationSeconds: 60,
    video: { kind: 'none' },
    descriptionHtml: '',
    completed,
    positionSeconds: 0,
    materials: [],
    locked: false,
  });
  const bar = (completed: boolean, next: string | null) =>
    render(
      <MemoryRouter>
        <LessonTitleBar
          lesson={lesson(completed)}
          busy={false}
          onComplete={() => undefined}
          onReopen={() => undefined}
          nextLessonAddress={next}
        />
      </MemoryRouter>,
    );

  it('is offered by a finished lesson that an open lesson follows', () => {
    bar(true, '/courses/7/lessons/6');
    expect(screen.getByRole('link', { name: courses.player.nextLesson }).getAttribute('href')).toBe(
      '/courses/7/lessons/6',
    );
    cleanup();
    bar(true, null);
    expect(screen.queryByRole('link', { name: courses.player.nextLesson })).toBeNull();
    cleanup();
    bar(false, '/courses/7/lessons/6');
    expect(screen.queryByRole('link', { name: courses.player.nextLesson })).toBeNull();
    expect(screen.getByRole('button', { name: courses.player.completeAndNext })).toBeTruthy();
  });
});
