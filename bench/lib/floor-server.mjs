// The floor of the API benchmark: a bare node:http server answering, for each path, the very
// status, headers and body the real server sent, precomputed. Node adds Date, Connection and
// Keep-Alive itself, as it does for the real server.
// Usage: node bench/lib/floor-server.mjs <port> <responses.json>  (a list of { path, status, headers, body(base64) })
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file] = process.argv.slice(2);
const responses = new Map(
  JSON.parse(readFileSync(file, 'utf8')).map((r) => [
    r.path,
    { status: r.status, headers: r.headers.flat(), body: Buffer.from(r.body, 'base64') },
  ]),
);
const missing = { status: 404, headers: ['content-length', '0'], body: Buffer.alloc(0) };

createServer((request, response) => {
  const answer = responses.get(request.url) ?? missing;
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
}).listen(Number(port), '127.0.0.1');
