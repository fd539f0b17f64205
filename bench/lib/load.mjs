// The load generator of `npm run bench`, a process of its own: autocannon against one URL, with
// every 2xx response time kept (autocannon's own histogram rounds to whole milliseconds).
// Usage: node bench/lib/load.mjs '{"url":"...","connections":10,"seconds":3,"headers":{}}'; with
// "paths": [...] each connection sends those GETs in turn against the url's origin (a mix).
// Prints one JSON line: { requests, rps, p50, p99, non2xx, errors, timeouts } (times in ms).
import autocannon from 'autocannon';

const { url, connections = 10, seconds = 3, headers = {}, paths } = JSON.parse(process.argv[2] ?? '{}');
const times = [];
const requests = paths?.map((path) => ({ method: 'GET', path }));
const instance = autocannon({ url, connections, duration: seconds, headers, requests }, (error, result) => {
  if (error) throw error;
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.max(0, Math.ceil(q * times.length) - 1))] ?? null;
  const summary = {
    requests: times.length,
    rps: times.length / result.duration,
    p50: at(0.5),
    p99: at(0.99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
});
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
});
