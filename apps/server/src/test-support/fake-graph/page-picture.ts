import type { ServerResponse } from 'node:http';
import { deflateSync } from 'node:zlib';

/**
 * The fake's page pictures, as the Graph API reference describes the `picture` edge of a Page
 * (https://developers.facebook.com/docs/graph-api/reference/page/picture/): a public page's picture
 * needs no access token; `type` small (50 px), normal (100), large (200), square (50) or `width` /
 * `height` choose the size; by default the answer is a 302 redirect to the image on the CDN, and
 * `redirect=false` (or 0) answers `{ data: { height, width, is_silhouette, url } }` instead. The
 * "CDN" here is this same server under PICTURE_PATH, a square PNG in a colour of the page id.
 */

export const PICTURE_PATH = '/fake-cdn/page-pictures/';

const SIZES: Record<string, number> = { small: 50, normal: 100, large: 200, square: 50, album: 200 };

export interface PictureRequest {
  pageId: string;
  size: number;
  redirect: boolean;
}

/** The picture request of `/<version>/<page-id>/picture`, or null for any other path. */
export function pictureOf(url: URL, version: string): PictureRequest | null {
  const match = new RegExp(`^/${version.replace('.', '\\.')}/(\\d+)/picture$`).exec(url.pathname);
  if (!match) return null;
  const asked = Number(url.searchParams.get('width') ?? url.searchParams.get('height'));
  const size =
    Number.isInteger(asked) && asked > 0 ? Math.min(asked, 720) : (SIZES[url.searchParams.get('type') ?? ''] ?? 50);
  const redirect = !['false', '0'].includes(url.searchParams.get('redirect') ?? '');
  return { pageId: match[1]!, size, redirect };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A square RGB PNG of one colour. */
export function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Answers `<PICTURE_PATH><page-id>-<size>.png` with the page's PNG (404 for anything else). */
export function sendPicture(res: ServerResponse, path: string): void {
  const match = /^(\d+)-(\d+)\.png$/.exec(path.slice(PICTURE_PATH.length));
  if (!match) {
    res.writeHead(404).end();
    return;
  }
  const id = Number(match[1]!.slice(-6));
  const png = solidPng(Number(match[2]), [(id * 37) % 200, (id * 71) % 200, (id * 113) % 200]);
  res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length) });
  res.end(png);
}
