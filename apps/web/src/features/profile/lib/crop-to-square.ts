import { AVATAR_SIZE_PX } from '@blivion/shared/core';

// Used by the crop dialog only: it stays in the dialog's lazy chunk.

/** The part of the picture to keep, in the picture's own pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
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
