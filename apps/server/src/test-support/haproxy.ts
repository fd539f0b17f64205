import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

export const HAPROXY = '/usr/sbin/haproxy';

/**
 * The README's HAProxy configuration (section "Running several instances") for servers on
 * 127.0.0.1, checked every 200 ms instead of every second. Reads may be replayed on another
 * instance when one closes without answering (a crash); writes only when the request never
 * reached an instance (connection refused) or it answered the draining 503 before doing anything.
 * Each answer names the server that gave it in `x-served-by` (tests only).
 */
export function haproxyConfig(port: number, servers: Record<string, number>): string {
  const entries = Object.entries(servers);
  return [
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout check 2s',
    '  retries 3',
    '  option redispatch 1',
    'frontend blivion',
    `  bind 127.0.0.1:${port}`,
    '  http-request set-header X-Forwarded-For %[src]',
    '  http-after-response set-header x-served-by %s',
    '  use_backend app_writes if !METH_GET !METH_OPTIONS',
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  retry-on conn-failure empty-response 503',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    ...entries.map(([name, p]) => `  server ${name} 127.0.0.1:${p} check inter 200ms fall 3 rise 2`),
    'backend app_writes',
    '  balance roundrobin',
    '  retry-on conn-failure 503',
    ...entries.map(([name, p]) => `  server ${name} 127.0.0.1:${p} track app/${name}`),
    '',
  ].join('\n');
}

/** Starts HAProxy in the foreground with that configuration, written into `folder`. */
export async function startHaproxy(
  folder: string,
  port: number,
  servers: Record<string, number>,
): Promise<ChildProcess> {
  const config = path.join(folder, 'haproxy.cfg');
  await writeFile(config, haproxyConfig(port, servers));
  return spawn(HAPROXY, ['-f', config, '-db'], { stdio: 'ignore' });
}
