import type { CoursesInProgress } from '@blivion/shared/courses';
import { common, features, shell } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { ME_QUERY_KEY } from '@/lib/me';
import { testMe } from '@/lib/me.test-support';
import DashboardPage from './dashboard-page';

const item = (
  id: string,
  lesson: { title: string; positionSeconds: number } | null,
): CoursesInProgress['items'][0] => ({
  course: { id, title: `Curso ${id}`, category: 'marketing', thumbnailUrl: `/uploads/capa-${id}.webp` },
  completedCount: 1,
  lessonCount: 4,
  progressPercent: 25,
  resumeLessonId: lesson ? `${id}0` : null,
  resumeLesson: lesson ? { ...lesson, durationSeconds: 600 } : null,
  lastStudiedAt: '2026-11-28T10:00:00.000Z',
});

function renderDashboard(
  items: CoursesInProgress['items'],
  courses = true,
  startHere: CoursesInProgress['startHere'] = null,
) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path === '/api/courses/in-progress') {
      return new Response(JSON.stringify({ items, startHere }), { status: 200 });
    }
    return new Response(JSON.stringify({ error: { code: 'ROUTE_NOT_FOUND', message: '' } }), { status: 404 });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, testMe({ permissions: { courses } }));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard', () => {
  it("opens on 'Continuar assistindo': the lesson, where it resumes and one link to play it", async () => {
    const { container } = renderDashboard([
      item('7', { title: 'Aula 3: Tráfego pago', positionSeconds: 95 }),
      item('8', { title: 'Aula 1', positionSeconds: 0 }),
    ]);
    const play = await screen.findByRole('link', {
      name: features.dashboardCourses.playLabel
        .replace('{{lesson}}', 'Aula 3: Tráfego pago')
        .replace('{{course}}', 'Curso 7'),
    });
    expect(play.getAttribute('href')).toBe('/courses/7/lessons/70');
    expect(within(play).getByText('Retomar em 01:35')).toBeTruthy();
    // The cover is shown whole, never cropped.
    expect(play.querySelector('img')?.className).toContain('object-contain');
    // The other course in progress, below.
    const more = screen.getByRole('link', { name: 'Continuar o curso Curso 8' });
    expect(more.getAttribute('href')).toBe('/courses/8/lessons/80');
    // 'Continuar assistindo' comes before the forum and the credits.
    const headings = [...container.querySelectorAll('h2')].map((node) => node.textContent);
    expect(headings.indexOf(shell.dashboard.coursesTitle)).toBeLessThan(headings.indexOf(shell.dashboard.forumTitle));
    // Role, access and expiry live on the profile now.
    expect(screen.queryByText(common.roles.premium)).toBeNull();
  });

  it('starts a lesson never played with "Começar a aula"', async () => {
    renderDashboard([item('9', { title: 'Primeira aula', positionSeconds: 0 })]);
    expect(await screen.findByText(features.dashboardCourses.startLesson)).toBeTruthy();
  });

  it("offers the first open lesson as 'Comece por aqui' when nothing is in progress", async () => {
    renderDashboard([], true, {
      course: { id: '3', title: 'Curso de Tráfego', category: 'marketing', thumbnailUrl: null },
      lessonId: '31',
      lessonTitle: 'Boas-vindas',
      lessonCount: 12,
    });
    // Named by what it shows; a browser puts a space between its lines, jsdom does not.
    const start = await screen.findByRole('link', {
      name: new RegExp(`^${features.dashboardCourses.startHere}\\s*Boas-vindas\\s*Curso de Tráfego\\s*12 aulas$`),
    });
    expect(start.getAttribute('href')).toBe('/courses/3/lessons/31');
    expect(within(start).getByText(features.dashboardCourses.startHere)).toBeTruthy();
    expect(within(start).getByText('12 aulas')).toBeTruthy();
  });

  it('says how to start when no course can be opened, and never asks a member without courses', async () => {
    renderDashboard([]);
    expect(await screen.findByText(shell.dashboard.coursesEmpty)).toBeTruthy();
    cleanup();
    renderDashboard([], false);
    expect(screen.getByText(shell.dashboard.coursesLocked)).toBeTruthy();
    expect(screen.getByRole('link', { name: shell.dashboard.coursesAccess }).getAttribute('href')).toBe('/courses');
  });
});
