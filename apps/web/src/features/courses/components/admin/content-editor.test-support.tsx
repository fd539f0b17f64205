import type { CourseContent, CourseContentInput } from '@blivion/shared/courses';
import { courses } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { expect, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { addCatalogueSections } from '@/lib/translations';
import { ContentEditor } from './content-editor';

/** What the content editor's tests share: a course's content, the save the server accepts, the editor rendered. */
addCatalogueSections({ courses });
export const texts = courses.contentDialog;

export const content: CourseContent = {
  courseId: '7',
  modules: [
    {
      id: '1',
      title: 'Módulo A',
      release: { kind: 'immediate' },
      lessons: [
        { id: '11', title: 'Aula A1', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 60, materials: [] },
        { id: '12', title: 'Aula A2', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 120, materials: [] },
      ],
    },
    {
      id: '2',
      title: 'Módulo B',
      release: { kind: 'immediate' },
      lessons: [
        { id: '21', title: 'Aula B1', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 0, materials: [] },
      ],
    },
  ],
};

export const saved: CourseContentInput[] = [];

/** PUT /api/admin/courses/7/content answers with what it was sent (as the server's content). */
export function acceptSaves() {
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    expect(`${init.method} ${path}`).toBe('PUT /api/admin/courses/7/content');
    saved.push(JSON.parse(String(init.body)) as CourseContentInput);
    return new Response(JSON.stringify(content), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

export function renderEditor(initial: CourseContent = content) {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Tooltip.Provider>
        <ContentEditor
          courseId="7"
          content={initial}
          onDirtyChange={() => undefined}
          onDraggingChange={() => undefined}
          onCancel={() => undefined}
          onSaved={onSaved}
        />
      </Tooltip.Provider>
    </QueryClientProvider>,
  );
  return { onSaved, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

export const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

export const titles = (group: 'module' | 'lesson') =>
  screen
    .getAllByLabelText(group === 'module' ? texts.moduleTitle : texts.lessonTitle)
    .map((input) => (input as HTMLInputElement).value);

/**
 * jsdom lays nothing out: every sortable item gets a box of its own, stacked in document order
 * (100 px apart), so the keyboard sensor can find the neighbour above or below, as in a browser.
 */
export function stackSortableItems() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('[data-sortable-id]');
    if (!item) return original.call(this);
    const siblings = [...item.parentElement!.children];
    const top = siblings.indexOf(item) * 100;
    return DOMRect.fromRect({ x: 0, y: top, width: 600, height: 80 });
  });
  Element.prototype.scrollIntoView ??= () => undefined;
}
