import { courses } from '@blivion/shared/i18n/pt-BR';
import { lessonQuestionsTopicSchema } from '@blivion/shared/courses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCatalogueSections } from '@/lib/translations';
import { LessonQuestionsButton } from './lesson-questions-button';

beforeAll(() => addCatalogueSections({ courses }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

describe('LessonQuestionsButton', () => {
  it("asks the server for the lesson's topic and opens it in the forum", async () => {
    const calls: Array<{ path: string; method: string | undefined }> = [];
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      calls.push({ path, method: init?.method });
      const body = lessonQuestionsTopicSchema.parse({ topicId: '42' });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/courses/3/lessons/7']}>
          <LessonQuestionsButton lessonId="7" />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: courses.player.questions }));
    expect(await screen.findByText('/forum/42')).toBeTruthy();
    expect(calls).toEqual([{ path: '/api/lessons/7/questions-topic', method: 'POST' }]);
  });
});
