import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

const MiB = 1024 * 1024;

/** Adler-32 of `count` bytes all equal to `byte`, computed (the bytes are never made). */
function adler32OfRun(byte: number, count: number): number {
  const mod = 65521n;
  const n = BigInt(count);
  const v = BigInt(byte);
  const a = (1n + n * v) % mod;
  const b = (n + (v * n * (n + 1n)) / 2n) % mod;
  return Number((b << 16n) | a);
}

/**
 * A zlib stream that inflates to `mib` MiB of spaces, about a thousandth of that in size, made in
 * milliseconds: one MiB of spaces is compressed once with a full flush (which ends its blocks on a
 * byte and forgets the window), so the same bytes stand for every further MiB; then the final
 * empty block and the real Adler-32.
 */
export function deflateBomb(mib: number): Buffer {
  const piece = deflateRawSync(Buffer.alloc(MiB, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler32OfRun(0x20, mib * MiB));
  return Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: mib }, () => piece),
    Buffer.from([0x03, 0x00]),
    trailer,
  ]);
}

/**
 * A PDF of one page whose one content stream (FlateDecode) inflates to `mib` MiB: the
 * decompression bomb of issue 27 (612 KB that grow to 600 MiB), with a correct cross-reference
 * table, so that a reader opens it as an ordinary file.
 */
export function pdfBomb(mib: number): Buffer {
  const stream = deflateBomb(mib);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets = objects.map((body, i) => {
    const at = length;
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
    return at;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/** One PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of `side` × `side` black pixels, one bit each, of a few tens of kilobytes: at 20,000
 * it is 400 megapixels, which a browser would decode to 1.6 GB before drawing it.
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, no interlace
  const rowBytes = 1 + Math.ceil(side / 8); // the filter byte, then the row's bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(rowBytes * side), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An SVG of `count` rectangles: far more elements than a logo or a photo has, about 40 bytes each. */
export function svgFlood(count = 22_000): Buffer {
  const rect = '<rect width="1" height="1" fill="#7c3aed"/>';
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">${rect.repeat(count)}</svg>`);
}

/**
 * A WebM (EBML header with DocType webm, a segment of unknown size) whose segment holds nothing
 * but empty Void elements, two bytes each, `mib` MiB of them: a reader that visits every element
 * spends minutes on 4 MiB.
 */
export function webmVoidFlood(mib = 4): Buffer {
  const header = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex');
  const segment = Buffer.from('1853806701ffffffffffffff', 'hex');
  const voids = Buffer.alloc(mib * MiB);
  for (let i = 0; i < voids.length; i += 2) {
    voids[i] = 0xec;
    voids[i + 1] = 0x80;
  }
  return Buffer.concat([header, segment, voids]);
}
