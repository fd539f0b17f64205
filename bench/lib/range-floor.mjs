// The floor of the lesson-video benchmark: a bare node:http server streaming one byte range of one
// file from disk (the Range header's `bytes=a-b`), with the headers a 206 needs, as the app must.
// Usage: node bench/lib/range-floor.mjs <port> <file> <content-type>
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file, type] = process.argv.slice(2);
const size = statSync(file).size;

createServer((request, response) => {
  const match = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
  if (!match) {
    response.writeHead(416, { 'content-range': `bytes */${size}` }).end();
    return;
  }
  const start = Number(match[1]);
  const end = Math.min(Number(match[2]), size - 1);
  response.writeHead(206, {
    'content-type': type,
    'content-length': end - start + 1,
    'content-range': `bytes ${start}-${end}/${size}`,
    'accept-ranges': 'bytes',
  });
  createReadStream(file, { start, end }).pipe(response);
}).listen(Number(port), '127.0.0.1');
