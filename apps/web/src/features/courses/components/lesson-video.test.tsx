import { courses } from '@blivion/shared/i18n/pt-BR';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogueSections } from '@/lib/translations';
import { LessonVideo } from './lesson-video';

beforeAll(() => addCatalogueSections({ courses }));
afterEach(cleanup);

const events = { onReading: () => {}, onStop: () => {} };

function frameSrc(kind: 'youtube' | 'vimeo', startAt: number, durationSeconds: number): string {
  const url = kind === 'youtube' ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : 'https://vimeo.com/76979871';
  render(
    <LessonVideo
      video={{ kind, url }}
      title="Aula"
      startAt={startAt}
      durationSeconds={durationSeconds}
      events={events}
    />,
  );
  const src = screen.getByTitle(/Aula/).getAttribute('src')!;
  cleanup();
  return src;
}

describe('LessonVideo with a YouTube or Vimeo lesson', () => {
  it('opens the embed at the saved position, or from the start within 5 s of the lesson’s end', () => {
    expect(new URL(frameSrc('youtube', 120, 600)).searchParams.get('start')).toBe('120');
    expect(new URL(frameSrc('youtube', 596, 600)).searchParams.get('start')).toBeNull();
    expect(new URL(frameSrc('youtube', 594, 600)).searchParams.get('start')).toBe('594');
    // A lesson without a stated duration keeps the saved position.
    expect(new URL(frameSrc('youtube', 596, 0)).searchParams.get('start')).toBe('596');
    expect(frameSrc('vimeo', 120, 600)).toMatch(/#t=120s$/);
    expect(frameSrc('vimeo', 598, 600)).not.toMatch(/#t=/);
  });
});
