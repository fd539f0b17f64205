import { deflateSync } from 'node:zlib';
import { pngChunk as chunk } from '../../files/test-bombs.js';

/** A real PNG (8-bit RGB, one colour), built byte by byte for the upload tests. */
export function pngBytes(width = 4, height = 4, rgb: [number, number, number] = [124, 58, 237]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <rect width="10" height="10" fill="url(#g)" onclick="alert(2)"/>
  <linearGradient id="g"><stop offset="0" stop-color="#7c3aed"/></linearGradient>
  <image xlink:href="https://evil.example/track.png" width="1" height="1"/>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <a href="javascript:alert(3)"><circle r="2" style="fill: url(https://evil.example/x)"/></a>
</svg>`;
