import { AVATAR_SIZE_PX } from '@blivion/shared/core';
import { translate } from '@blivion/shared/i18n';
import { features } from '@blivion/shared/i18n/pt-BR';
import type { MeResponse } from '@blivion/shared/me';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { ME_QUERY_KEY } from '@/lib/me';
import { toast } from '@/lib/toast';
import AvatarCropDialog from './avatar-crop-dialog';

const texts = features.profilePhoto.crop;
/** A 600 x 400 picture (jsdom decodes none, so its size is given to the <img>) in a 300 px square frame. */
const NATURAL = { width: 600, height: 400 };
const FRAME = 300;
const SRC = 'data:image/png;base64,iVBORw0KGgo=';

interface Drawn {
  canvas: { width: number; height: number };
  args: unknown[];
}
let drawn: Drawn[] = [];
let sent: { method: string; path: string; file: File }[] = [];

beforeEach(() => {
  // jsdom lays nothing out and has no canvas: the frame's size, the picture's size and a 2D
  // context that records what is drawn (the e2e test checks real pixels in Chromium).
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: FRAME, height: FRAME }),
  );
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(NATURAL.width);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(NATURAL.height);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const size = () => ({ width: this.width, height: this.height });
    return {
      imageSmoothingQuality: 'low',
      drawImage: (...args: unknown[]) => drawn.push({ canvas: size(), args }),
    } as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
    callback(new Blob(['pixels'], { type: type ?? 'image/png' })),
  );
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const file = (init.body as FormData).get('file') as File;
    sent.push({ method: String(init.method), path, file });
    return new Response(JSON.stringify({ avatarUrl: '/uploads/nova-foto.webp' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  drawn = [];
  sent = [];
});

function renderDialog() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, { user: { name: 'Ana', avatarUrl: null } } as unknown as MeResponse);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <AvatarCropDialog src={SRC} onClose={onClose} />
    </QueryClientProvider>,
  );
  const picture = screen.getByRole('dialog').querySelector<HTMLImageElement>('img.reactEasyCrop_Image')!;
  fireEvent.load(picture);
  return { queryClient, onClose, picture };
}

const slider = () => screen.getByRole('slider', { name: texts.zoom });
// translate(x) is translate(x, 0) (jsdom 31 writes the shorter form, as CSS serialization allows).
const translation = (picture: HTMLImageElement) =>
  picture.style.transform.replace(/translate\(([^,)]+)\)/, 'translate($1, 0px)');

describe('AvatarCropDialog', () => {
  it('is usable from the keyboard: a labelled crop area the arrows move, + and - zoom, labelled zoom controls', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { picture } = renderDialog();
    expect(screen.getByRole('dialog', { name: texts.title })).toBeTruthy();
    const area = await screen.findByRole('group', { name: texts.area });
    expect(area.getAttribute('tabindex')).toBe('0');
    // The library's own classes draw the round frame and dim the rest: they must survive ours.
    expect(area.classList.contains('reactEasyCrop_CropArea')).toBe(true);
    expect(area.classList.contains('reactEasyCrop_CropAreaRound')).toBe(true);
    expect(document.getElementById(area.getAttribute('aria-describedby')!)?.textContent).toBe(texts.keyboardHint);
    expect(translation(picture)).toBe('translate(0px, 0px) rotate(0deg) scale(1)');

    // The 600 x 400 picture fits the frame as 300 x 200; the square is 200 px: it moves sideways only.
    area.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(translation(picture)).toBe('translate(2px, 0px) rotate(0deg) scale(1)');

    await user.keyboard('++');
    expect(slider().getAttribute('aria-valuetext')).toBe('120%');
    expect((slider() as HTMLInputElement).value).toBe('1.2');
    expect(translation(picture)).toMatch(/scale\(1\.2\)$/);
    await user.keyboard('-');
    expect((slider() as HTMLInputElement).value).toBe('1.1');

    await user.click(screen.getByRole('button', { name: texts.zoomOut }));
    expect((slider() as HTMLInputElement).value).toBe('1');
    expect((screen.getByRole('button', { name: texts.zoomOut }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: texts.zoomIn }));
    expect((slider() as HTMLInputElement).value).toBe('1.1');
    fireEvent.change(slider(), { target: { value: '3' } });
    expect((screen.getByRole('button', { name: texts.zoomIn }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a square of AVATAR_SIZE_PX cut from the chosen area, stores the new URL and closes', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { queryClient, onClose, picture } = renderDialog();
    const area = await screen.findByRole('group', { name: texts.area });
    area.focus();
    // Zoom 2: the picture is shown at 600 x 400 behind the 200 px square; then moved 4 px right and 2 px up.
    fireEvent.change(slider(), { target: { value: '2' } });
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowUp}{ArrowUp}');
    expect(translation(picture)).toBe('translate(4px, -2px) rotate(0deg) scale(2)');

    await user.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));

    expect(drawn).toHaveLength(1);
    const [source, sx, sy, sw, sh, dx, dy, dw, dh] = drawn[0]!.args as [unknown, ...number[]];
    expect(source).toBe(picture);
    expect(drawn[0]!.canvas).toEqual({ width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
    expect([dx, dy, dw, dh]).toEqual([0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX]);
    // Shown at twice the frame's scale of 1:2, the square is 200 x 200 of the 600 x 400 original, centred
    // at (200, 100); the picture moved 4 px right and 2 px up, so the square sits 4 px left and 2 px lower.
    expect(sw).toBe(sh);
    expect(sw).toBe(200);
    expect([sx, sy]).toEqual([200 - 4, 100 + 2]);

    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.path).toBe('/api/me/avatar');
    expect(sent[0]!.file.type).toBe('image/webp');
    expect(sent[0]!.file.name).toBe('avatar.webp');
    expect(queryClient.getQueryData<MeResponse>(ME_QUERY_KEY)?.user.avatarUrl).toBe('/uploads/nova-foto.webp');
  });

  it('keeps the dialog open and tells the refusal in Portuguese when the server refuses the file', async () => {
    const values = { maxSize: '1MB' };
    vi.stubGlobal('fetch', async () =>
      Response.json(
        {
          error: {
            code: 'FILE_TOO_LARGE',
            message: translate('errors.FILE_TOO_LARGE', values),
            details: { titleKey: 'adminValidation.fileTooLargeTitle', ...values },
          },
        },
        { status: 413 },
      ),
    );
    const refused = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { onClose, queryClient } = renderDialog();
    await screen.findByRole('group', { name: texts.area });
    await user.click(screen.getByRole('button', { name: texts.save }));

    await waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    expect(refused).toHaveBeenCalledWith('Arquivo muito grande', {
      description: 'O tamanho máximo permitido é 1MB.',
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: texts.title })).toBeTruthy();
    expect((screen.getByRole('button', { name: texts.save }) as HTMLButtonElement).disabled).toBe(false);
    expect(queryClient.getQueryData<MeResponse>(ME_QUERY_KEY)?.user.avatarUrl).toBeNull();
  });
});
