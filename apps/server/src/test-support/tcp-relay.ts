import net from 'node:net';

/**
 * How the relay treats connections:
 * - `pass`: new connections reach the target;
 * - `refuse`: the port stops listening (the client's connect fails with ECONNREFUSED at once);
 * - `blackhole`: nothing is answered and nothing is reset (a partition, a frozen server, a NAT that
 *   forgot its table). Connections open at that moment, and new ones (accepted, never forwarded),
 *   lose every byte for good, even after the relay passes traffic again, as after a failover.
 */
export type RelayMode = 'pass' | 'refuse' | 'blackhole';

export interface TcpRelay {
  readonly port: number;
  /** `url` (postgres://…, redis://…) with its host and port replaced by the relay's. */
  through(url: string): string;
  mode(): RelayMode;
  setMode(mode: RelayMode): Promise<void>;
  /** Resets every open connection (an RST to both ends), as a restarted server or a cut cable would. */
  resetConnections(): void;
  /** Connections currently open through the relay. */
  openConnections(): number;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
  blackholed: boolean;
}

/** A TCP relay on 127.0.0.1 to `target` that a test can refuse, reset or silence (fault injection). */
export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const pairs = new Set<Pair>();
  let current: RelayMode = 'pass';

  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: null, blackholed: current === 'blackhole' };
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      if (!client.destroyed) client.destroy();
      if (pair.upstream && !pair.upstream.destroyed) pair.upstream.destroy();
    };
    client.on('error', forget);
    client.on('close', forget);
    if (pair.blackholed) {
      client.on('data', () => {});
      return;
    }
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.setNoDelay(true);
    client.setNoDelay(true);
    upstream.on('error', () => client.resetAndDestroy());
    upstream.on('close', () => (pair.blackholed ? undefined : forget()));
    client.on('data', (chunk) => {
      if (!pair.blackholed) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!pair.blackholed) client.write(chunk);
    });
    client.on('end', () => (pair.blackholed ? undefined : upstream.end()));
    upstream.on('end', () => (pair.blackholed ? undefined : client.end()));
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const port = await listen(0);

  return {
    port,
    through(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    mode: () => current,
    async setMode(mode) {
      const wasListening = current !== 'refuse';
      current = mode;
      if (mode === 'blackhole') for (const pair of pairs) pair.blackholed = true;
      if (mode === 'refuse' && wasListening) {
        const closed = stopListening();
        // A refused dependency drops the connections it had, like a stopped server.
        for (const pair of pairs) pair.client.resetAndDestroy();
        await closed;
      }
      if (mode !== 'refuse' && !wasListening) await listen(port);
    },
    resetConnections() {
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.upstream?.resetAndDestroy();
      }
    },
    openConnections: () => pairs.size,
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      if (current !== 'refuse') await stopListening();
    },
  };
}
