import { courses } from '@blivion/shared/i18n/pt-BR';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogueSections } from '@/lib/translations';
import { toPages, wrapPage } from '../lib/carousel-pages';
import { CourseCarousel } from './course-carousel';

// jsdom has no layout observers nor media queries; Embla needs them to exist (no layout here: they never report).
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeAll(() => {
  globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
  window.matchMedia ??= (query: string) =>
    ({ media: query, matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  addCatalogueSections({ courses });
});
afterEach(cleanup);

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: String(index + 1) }));

function renderCarousel(count: number) {
  render(
    <CourseCarousel items={items(count)} renderItem={(item) => <a href={`/courses/${item.id}`}>Curso {item.id}</a>} />,
  );
}

/** The page the carousel says it shows, and the cards a keyboard can reach (the others are inert). */
function shown() {
  const live = screen.getByText(/^Página \d+ de \d+$/, { selector: '[aria-live]' }).textContent;
  const reachable = screen
    .getAllByRole('group')
    .filter((group) => !group.hasAttribute('inert'))
    .flatMap((group) =>
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    );
  return { live, reachable };
}

describe('carousel pages', () => {
  it('cuts the list in pages of 5, the last one shorter', () => {
    expect(toPages(items(12)).map((page) => page.length)).toEqual([5, 5, 2]);
    expect(toPages(items(5))).toHaveLength(1);
    expect(toPages([])).toEqual([]);
  });

  it('wraps both ways', () => {
    expect(wrapPage(3, 3)).toBe(0);
    expect(wrapPage(-1, 3)).toBe(2);
    expect(wrapPage(1, 3)).toBe(1);
    expect(wrapPage(-4, 3)).toBe(2);
    expect(wrapPage(0, 0)).toBe(0);
  });
});

describe('CourseCarousel', () => {
  it('after the last page comes the first, before the first the last', async () => {
    const user = userEvent.setup();
    renderCarousel(12);
    expect(shown()).toEqual({
      live: 'Página 1 de 3',
      reachable: ['Curso 1', 'Curso 2', 'Curso 3', 'Curso 4', 'Curso 5'],
    });

    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(shown()).toEqual({ live: 'Página 3 de 3', reachable: ['Curso 11', 'Curso 12'] });

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(shown().live).toBe('Página 1 de 3');
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(shown()).toEqual({
      live: 'Página 2 de 3',
      reachable: ['Curso 6', 'Curso 7', 'Curso 8', 'Curso 9', 'Curso 10'],
    });
  });

  it('changes page with the arrow keys, Home and End, wrapping too', () => {
    renderCarousel(7);
    const carousel = screen.getByRole('region', { name: 'Cursos em destaque' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shown().live).toBe('Página 2 de 2');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shown().live).toBe('Página 1 de 2');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shown()).toEqual({ live: 'Página 2 de 2', reachable: ['Curso 6', 'Curso 7'] });
    fireEvent.keyDown(carousel, { key: 'Home' });
    expect(shown().live).toBe('Página 1 de 2');
    fireEvent.keyDown(carousel, { key: 'End' });
    expect(shown().live).toBe('Página 2 de 2');
  });

  it('a single page has no arrows and every card is reachable', () => {
    renderCarousel(5);
    expect(screen.queryByRole('button', { name: 'Próxima página' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });
});
