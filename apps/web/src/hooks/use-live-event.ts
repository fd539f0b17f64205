import { useEffect, useRef } from 'react';

/**
 * The signed-in member's live events (GET /api/events, Server-Sent Events; decision 0049): one
 * EventSource per page whatever the number of listeners, opened with the first and closed with the
 * last. A listener may also follow a channel (an open forum topic): the stream then reconnects with
 * the channels in its address and the last event it saw, so nothing is missed. The browser reconnects
 * by itself and sends Last-Event-ID; a 'reload' event (the server could not tell what was missed)
 * and every reconnect call each listener, to catch up. When the browser gives up on its own (an
 * answer that is not a stream, e.g. a 503 while the server cannot reach a dependency), the stream is
 * opened again after a growing, jittered delay (1 s, 2 s, 4 s… up to 30 s; decision 0082).
 */
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();
const channels = new Map<string, number>();
let source: EventSource | null = null;
let sourceUrl = '';
let lastEventId = '';
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2;
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** The wait before the n-th attempt in a row (n ≥ 1): exponential, capped, between half and all of it. */
export function retryDelay(failure: number, random: () => number = Math.random): number {
  const cap = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failure - 1));
  return cap / 2 + (random() * cap) / 2;
}

function dispatch(type: string, event: Event): void {
  const id = (event as MessageEvent).lastEventId;
  if (id) lastEventId = id;
  for (const listener of listeners.get(type) ?? []) listener();
}

function dispatchAll(): void {
  for (const set of listeners.values()) for (const listener of set) listener();
}

function urlOf(): string {
  const followed = [...channels.keys()].sort();
  const query = new URLSearchParams();
  if (followed.length > 0) query.set('topics', followed.join(','));
  if (lastEventId && (source || retryTimer)) query.set('lastEventId', lastEventId);
  const text = query.toString();
  return text ? `/api/events?${text}` : '/api/events';
}

/**
 * Opens the stream, or reopens it when the followed channels changed. `afterFailure`: the browser
 * had given up on the previous one, so its first opening is a reconnect (listeners catch up).
 */
function connect(afterFailure = false): void {
  if (typeof EventSource === 'undefined') return;
  if (retryTimer && !afterFailure) return;
  const url = urlOf();
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  if (!afterFailure && source && url.replace(/[?&]lastEventId=[^&]*/, '') === sourceUrl) return;
  source?.close();
  sourceUrl = url.replace(/[?&]lastEventId=[^&]*/, '');
  const current = new EventSource(url);
  source = current;
  // The browser's own reconnect after a lost connection opens the same source again: events may have
  // been missed while away. A new source for other channels is not one: it asks for what followed
  // the last event seen, and the page that follows a new channel has just loaded its data.
  let opened = afterFailure;
  current.addEventListener('open', () => {
    failures = 0;
    if (opened) dispatchAll();
    opened = true;
  });
  current.addEventListener('error', () => {
    if (source !== current || current.readyState !== CLOSED) return;
    failures += 1;
    retryTimer = setTimeout(() => connect(true), retryDelay(failures));
  });
  current.addEventListener('reload', dispatchAll);
  for (const type of listeners.keys()) current.addEventListener(type, (event) => dispatch(type, event));
}

function disconnect(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  failures = 0;
  source?.close();
  source = null;
  sourceUrl = '';
  lastEventId = '';
}

function addListener(type: string, listener: Listener, channel: string | undefined): () => void {
  const known = listeners.has(type);
  let set = listeners.get(type);
  if (!set) {
    set = new Set();
    listeners.set(type, set);
  }
  set.add(listener);
  if (channel) channels.set(channel, (channels.get(channel) ?? 0) + 1);
  if (source && !known) source.addEventListener(type, (event) => dispatch(type, event));
  connect();
  return () => {
    set.delete(listener);
    if (channel) {
      const count = (channels.get(channel) ?? 1) - 1;
      if (count > 0) channels.set(channel, count);
      else channels.delete(channel);
    }
    if ([...listeners.values()].every((remaining) => remaining.size === 0)) disconnect();
    else if (channel && !channels.has(channel)) connect();
  };
}

/**
 * Calls `onEvent` whenever the server announces `type` for this member (e.g. 'notifications'), or on
 * `channel` when one is given (e.g. a forum topic's 'forum.reply').
 */
export function useLiveEvent(type: string, onEvent: Listener, channel?: string): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => addListener(type, () => latest.current(), channel), [type, channel]);
}
