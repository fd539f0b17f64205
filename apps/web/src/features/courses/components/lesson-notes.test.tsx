import { courses } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { addCatalogueSections } from '@/lib/translations';
import { NOTE_SAVE_DELAY_MS } from '../lib/use-note-saver';
import { LessonNotes } from './lesson-notes';
import type { VideoControl } from './lesson-video';

addCatalogueSections({ courses });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The server's note routes over fetch: the saved bodies in order. */
function stubNotes(initial: string) {
  const saved: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const { body } = JSON.parse(String(init.body)) as { body: string };
        saved.push(body);
        return Response.json({ lessonId: '7', body, updatedAt: '2026-11-29T12:00:00.000Z' });
      }
      expect(url).toBe('/api/lessons/7/note');
      return Response.json({ lessonId: '7', body: initial, updatedAt: null });
    }),
  );
  return saved;
}

function renderNotes() {
  const video = createRef<VideoControl | null>() as { current: VideoControl | null };
  const seek = vi.fn();
  video.current = { currentTime: () => 754.6, seek };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LessonNotes lessonId="7" video={video} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, seek };
}

describe('Minhas anotações', () => {
  it('saves once typing pauses (the last text), showing saving and then saved', async () => {
    const saved = stubNotes('');
    renderNotes();
    const area = await screen.findByLabelText('Anotação desta aula');
    vi.useFakeTimers();
    fireEvent.change(area, { target: { value: 'Rev' } });
    fireEvent.change(area, { target: { value: 'Revisar' } });
    expect(screen.getByText('Salvando...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(NOTE_SAVE_DELAY_MS - 100));
    expect(saved).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText('Salvo')).toBeTruthy());
    expect(saved).toEqual(['Revisar']);
  });

  it('puts in the video’s time as [mm:ss] with Alt+T or the button, and each time seeks the video', async () => {
    stubNotes('Início');
    const { container, seek } = renderNotes();
    const area = (await screen.findByLabelText('Anotação desta aula')) as HTMLTextAreaElement;
    area.setSelectionRange(6, 6);
    fireEvent.keyDown(area, { key: 't', code: 'KeyT', altKey: true });
    expect(area.value).toBe('Início [12:34] ');
    fireEvent.click(screen.getByRole('button', { name: 'Inserir tempo do vídeo' }));
    expect(area.value.match(/\[12:34\]/g)).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Ir para 12:34 no vídeo' })[0]!);
    expect(seek).toHaveBeenCalledWith(754);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
