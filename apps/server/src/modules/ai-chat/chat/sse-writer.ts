import type { ServerResponse } from 'node:http';
import { UI_MESSAGE_STREAM_HEADERS } from 'ai';
import type { UIMessageChunk } from 'ai';

/**
 * The AI SDK's UI message stream protocol (`data: <json>` events, then `data: [DONE]`) written
 * straight to the response. Events go out at once up to and including a text delta (the first
 * token is not held back behind the burst's opening events); the events that follow that delta in
 * the same turn of the event loop go out together when it ends, so a provider that sends many
 * tokens at once costs a few writes, not one per token.
 */
export function openSseWriter(response: ServerResponse, headers: Record<string, string>) {
  response.writeHead(200, { ...UI_MESSAGE_STREAM_HEADERS, ...headers });
  let pending = '';
  let holding = false;
  let full = false;
  const write = (text: string) => {
    if (!response.destroyed && !response.writableEnded) full = !response.write(text) || full;
  };
  const release = () => {
    holding = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    write(text);
  };
  return {
    send(chunk: UIMessageChunk): void {
      const event = `data: ${JSON.stringify(chunk)}\n\n`;
      if (holding) {
        pending += event;
        return;
      }
      write(event);
      // Node's http corks the socket until the next tick, which a provider's burst, read in one
      // run of promise callbacks, would push past the whole burst: this event goes now.
      response.socket?.uncork();
      if (chunk.type !== 'text-delta') return;
      holding = true;
      setImmediate(release);
    },
    /** Resolves once the member's side has taken what was written (or has gone). */
    async drained(): Promise<void> {
      if (!full) return;
      full = false;
      if (response.destroyed || !response.writableNeedDrain) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          response.off('drain', done);
          response.off('close', done);
          resolve();
        };
        response.on('drain', done);
        response.on('close', done);
      });
    },
    end(): void {
      pending += 'data: [DONE]\n\n';
      release();
      if (!response.destroyed && !response.writableEnded) response.end();
    },
  };
}

export type SseWriter = ReturnType<typeof openSseWriter>;
