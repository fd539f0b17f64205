import { Readable } from 'node:stream';

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A version 0 movie header: the timescale (units a second) and the duration in those units. */
function mvhd(timescale: number, duration: number): Buffer {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(timescale, 12);
  body.writeUInt32BE(duration, 16);
  body.writeUInt32BE(0x00010000, 20); // rate 1.0
  body.writeUInt16BE(0x0100, 24); // volume 1.0
  // The identity matrix.
  body.writeUInt32BE(0x00010000, 36);
  body.writeUInt32BE(0x00010000, 52);
  body.writeUInt32BE(0x40000000, 68);
  body.writeUInt32BE(1, 96); // next track id
  return box('mvhd', body);
}

export interface Mp4Options {
  /** The duration the movie header states. */
  durationSeconds: number;
  /** Bytes of media data after the header (zeros: the container is real, the frames are not). */
  mediaBytes: number;
}

/**
 * The start of an ISO base media file as encoders write it for the web: ftyp (brand isom), moov
 * with the movie header first, then the header of an mdat box of `mediaBytes`. Built byte by byte
 * for the upload tests and the benchmark, which need MP4 files of any size.
 */
export function mp4Head({ durationSeconds, mediaBytes }: Mp4Options): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2mp41', 'latin1'),
  );
  const moov = box('moov', mvhd(1000, Math.round(durationSeconds * 1000)));
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8 + mediaBytes, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, moov, mdat]);
}

/** The whole file in memory, for small tests. */
export function mp4Bytes(options: Mp4Options): Buffer {
  return Buffer.concat([mp4Head(options), Buffer.alloc(options.mediaBytes)]);
}

/** The whole file as a stream of 64 KiB chunks, produced as it is read (never all in memory). */
export function mp4Stream(options: Mp4Options): Readable {
  const chunk = Buffer.alloc(64 * 1024, 7);
  let left = options.mediaBytes;
  return Readable.from(
    (function* () {
      yield mp4Head(options);
      while (left > 0) {
        const size = Math.min(left, chunk.length);
        left -= size;
        yield size === chunk.length ? chunk : chunk.subarray(0, size);
      }
    })(),
  );
}

/**
 * A multipart body whose one file is produced as it is sent: nothing of it is built in advance,
 * so a server that streams it holds a chunk at a time. `onChunk` sees the bytes sent so far.
 */
export function multipartStream(
  file: { filename: string; contentType: string; data: Readable },
  onChunk: (sentBytes: number) => void = () => {},
): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----blivion${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const payload = Readable.from(
    (async function* () {
      yield head;
      let sent = 0;
      for await (const chunk of file.data) {
        sent += (chunk as Buffer).length;
        onChunk(sent);
        yield chunk as Buffer;
      }
      yield tail;
    })(),
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
