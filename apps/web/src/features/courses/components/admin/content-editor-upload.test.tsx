import type { userEvent } from '@testing-library/user-event';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptSaves, renderEditor, saved, texts } from './content-editor.test-support';

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
      materials: [],
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
