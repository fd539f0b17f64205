import { AVATAR_SIZE_PX } from '@blivion/shared/core';

/** The part of the picture to keep, in the picture's own pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the member may choose: the formats the server accepts and a browser can draw (not SVG). */
export const AVATAR_SOURCE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const SOURCE_EXTENSIONS = /\.(png|jpe?g|webp|gif)$/i;
/** The chosen picture is re-encoded to a small square, so it may be far larger than what is sent. */
export const AVATAR_SOURCE_MAX_BYTES = 15 * 1024 * 1024;

export type SourceRefusal = 'invalidType' | 'tooLarge';

/** A quick check of the chosen file; the server checks what is sent again and its answer decides. */
export function refuseSource(file: File): SourceRefusal | null {
  const typeOk = AVATAR_SOURCE_TYPES.includes(file.type) || (!file.type && SOURCE_EXTENSIONS.test(file.name));
  if (!typeOk) return 'invalidType';
  if (file.size > AVATAR_SOURCE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The file as a data: URL (the page's CSP allows data: images, not blob: ones). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Draws `area` of the (loaded) picture into a square of `size` pixels and encodes it: WebP where
 * the browser can write it, else PNG (which keeps transparency; a 256 px PNG stays far below the
 * server's 1 MB).
 */
export async function cropToSquare(image: CanvasImageSource, area: PixelArea, size = AVATAR_SIZE_PX): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  // A browser that cannot write WebP answers PNG instead (the blob's type tells).
  const blob = (await canvasBlob(canvas, 'image/webp', 0.9)) ?? (await canvasBlob(canvas, 'image/png'));
  if (!blob) throw new Error('canvas could not be encoded');
  const extension = blob.type === 'image/webp' ? 'webp' : 'png';
  return new File([blob], `avatar.${extension}`, { type: blob.type });
}
