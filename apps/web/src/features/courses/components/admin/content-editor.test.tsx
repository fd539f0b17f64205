import type { CourseContent, CourseContentInput } from '@blivion/shared/courses';
import { courses } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { addCatalogueSections } from '@/lib/translations';
import { ContentEditor } from './content-editor';

addCatalogueSections({ courses });
const texts = courses.contentDialog;

const content: CourseContent = {
  courseId: '7',
  modules: [
    {
      id: '1',
      title: 'Módulo A',
      lessons: [
        { id: '11', title: 'Aula A1', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 60 },
        { id: '12', title: 'Aula A2', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 120 },
      ],
    },
    {
      id: '2',
      title: 'Módulo B',
      lessons: [{ id: '21', title: 'Aula B1', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 0 }],
    },
  ],
};

const saved: CourseContentInput[] = [];

/** PUT /api/admin/courses/7/content answers with what it was sent (as the server's content). */
function acceptSaves() {
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    expect(`${init.method} ${path}`).toBe('PUT /api/admin/courses/7/content');
    saved.push(JSON.parse(String(init.body)) as CourseContentInput);
    return new Response(JSON.stringify(content), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function renderEditor(initial: CourseContent = content) {
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

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const titles = (group: 'module' | 'lesson') =>
  screen
    .getAllByLabelText(group === 'module' ? texts.moduleTitle : texts.lessonTitle)
    .map((input) => (input as HTMLInputElement).value);

/**
 * jsdom lays nothing out: every sortable item gets a box of its own, stacked in document order
 * (100 px apart), so the keyboard sensor can find the neighbour above or below, as in a browser.
 */
function stackSortableItems() {
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
          lessons: [
            { id: null, title: 'Nova Aula 1', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 195 },
            { id: null, title: 'Nova Aula 2', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 0 },
          ],
        },
        {
          id: null,
          title: 'MÓDULO 2',
          lessons: [{ id: null, title: 'Nova Aula 1', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 0 }],
        },
      ],
    });
  });
});

/** XMLHttpRequest as the upload sees it: the test says how far the body has gone and how the server answers. */
class UploadRequest {
  static sent: UploadRequest[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    UploadRequest.sent.push(this);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    act(() => void this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total })));
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => void this.events.dispatchEvent(new Event('load')));
  }
}

describe('ContentEditor video upload', { timeout: 60_000 }, () => {
  beforeEach(() => {
    acceptSaves();
    UploadRequest.sent = [];
    vi.stubGlobal('XMLHttpRequest', UploadRequest);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    saved.length = 0;
  });

  async function chooseFile(user: ReturnType<typeof userEvent.setup>, name = 'aula.mp4', type = 'video/mp4') {
    await user.click(screen.getByRole('button', { name: texts.showLesson.replace('{{title}}', 'Aula B1') }));
    await user.click(screen.getByRole('radio', { name: texts.video.file }));
    const file = new File([new Uint8Array(4096)], name, { type });
    await user.upload(screen.getByLabelText(texts.video.fileLabel), file);
    return file;
  }

  it('shows the progress of the upload, blocks the save meanwhile, then fills the video and its duration', async () => {
    const { user, onSaved } = renderEditor();
    const file = await chooseFile(user);
    const request = UploadRequest.sent[0]!;
    expect(`${request.method} ${request.url}`).toBe('POST /api/admin/course-videos');
    expect(request.body!.get('file')).toMatchObject({ name: file.name, size: file.size, type: file.type });

    request.progress(1024, 4096);
    const bar = screen.getByRole('progressbar', { name: 'Envio do vídeo aula.mp4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25% enviado')).toBeTruthy();
    expect((screen.getByRole('button', { name: texts.submit }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(texts.uploadsPending)).toBeTruthy();
    request.progress(4096, 4096);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');

    await request.answer(201, { videoId: '90', durationSeconds: 754, sizeBytes: 4096, mimeType: 'video/mp4' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Vídeo enviado: aula.mp4')).toBeTruthy();
    expect(screen.getAllByLabelText(texts.lessonDuration).map((input) => (input as HTMLInputElement).value)).toEqual([
      '01:00',
      '02:00',
      '12:34',
    ]);

    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved[0]!.modules[1]!.lessons[0]).toEqual({
      id: '21',
      title: 'Aula B1',
      descriptionMd: '',
      video: { kind: 'file', videoId: '90' },
      durationSeconds: 754,
    });
  });

  it("keeps the duration typed when the file does not state one, and shows the server's refusal", async () => {
    const { user } = renderEditor();
    await chooseFile(user, 'gravacao.webm', 'video/webm');
    await UploadRequest.sent[0]!.answer(400, {
      error: { code: 'INVALID_VIDEO_TYPE', message: 'O arquivo não é um vídeo MP4 ou WebM.' },
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: texts.video.chooseFile })).toBeTruthy();
    // Saving now names the missing file under the lesson's video.
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(screen.getByText(texts.video.fileRequired)).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('refuses a file that is not MP4 or WebM before sending it, and cancels an upload on request', async () => {
    const { user } = renderEditor();
    await chooseFile(user, 'slides.pdf', 'application/pdf');
    expect(UploadRequest.sent).toEqual([]);
    await user.upload(
      screen.getByLabelText(texts.video.fileLabel),
      new File([new Uint8Array(10)], 'a.mp4', { type: 'video/mp4' }),
    );
    expect(UploadRequest.sent).toHaveLength(1);
    UploadRequest.sent[0]!.progress(5, 10);
    await user.click(screen.getByRole('button', { name: texts.video.cancelUpload }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByRole('button', { name: texts.submit }) as HTMLButtonElement).disabled).toBe(false);
  });
});
