import { useEffect, useRef } from 'react';

/**
 * The signed-in member's live events (GET /api/events, Server-Sent Events): one EventSource per page
 * whatever the number of listeners, opened with the first and closed with the last. The browser
 * reconnects by itself and sends Last-Event-ID, so the server replays what was missed; a 'reload'
 * event (the server could not tell) and every reconnect call each listener too, to catch up.
 */
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();
let source: EventSource | null = null;
let everOpened = false;

function dispatch(type: string): void {
  for (const listener of listeners.get(type) ?? []) listener();
}

function dispatchAll(): void {
  for (const set of listeners.values()) for (const listener of set) listener();
}

function connect(): void {
  if (source || typeof EventSource === 'undefined') return;
  everOpened = false;
  source = new EventSource('/api/events');
  source.addEventListener('open', () => {
    // A reconnect (not the first open): events may have been missed while away.
    if (everOpened) dispatchAll();
    everOpened = true;
  });
  source.addEventListener('reload', dispatchAll);
  for (const type of listeners.keys()) source.addEventListener(type, () => dispatch(type));
}

function disconnect(): void {
  source?.close();
  source = null;
}

function addListener(type: string, listener: Listener): () => void {
  const known = listeners.has(type);
  let set = listeners.get(type);
  if (!set) {
    set = new Set();
    listeners.set(type, set);
  }
  set.add(listener);
  if (!source) connect();
  else if (!known) source.addEventListener(type, () => dispatch(type));
  return () => {
    set.delete(listener);
    if ([...listeners.values()].every((remaining) => remaining.size === 0)) disconnect();
  };
}

/** Calls `onEvent` whenever the server announces `type` for this member (e.g. 'notifications'). */
export function useLiveEvent(type: string, onEvent: Listener): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => addListener(type, () => latest.current()), [type]);
}
