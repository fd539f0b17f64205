import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AppendingProxy {
  port: number;
  close(): Promise<void>;
}

/**
 * A reverse proxy as nginx's usual configuration makes one: `proxy_set_header X-Forwarded-For
 * $proxy_add_x_forwarded_for`, which passes on the X-Forwarded-For the client sent with the
 * client's address appended (https://nginx.org/en/docs/http/ngx_http_proxy_module.html#var_proxy_add_x_forwarded_for).
 * The leftmost entries are whatever the client wrote; only the last one is the proxy's own word.
 */
export async function startAppendingProxy(targetPort: number): Promise<AppendingProxy> {
  const server = http.createServer((request, response) => {
    const client = request.socket.remoteAddress ?? '';
    const sent = request.headers['x-forwarded-for'];
    const headers = { ...request.headers, 'x-forwarded-for': sent ? `${String(sent)}, ${client}` : client };
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
