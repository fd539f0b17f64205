import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_BASE_MS, retryDelay, useLiveEvent } from './use-live-event';

/** Stands in for the browser's EventSource: records listeners, and the test fires events on it. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: { lastEventId: string }) => void)[]>();
  closed = false;
  readyState = 0;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: { lastEventId: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string, lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) listener({ lastEventId });
  }
  close() {
    this.closed = true;
  }
}

describe('useLiveEvent', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shares one stream between listeners, calls the ones of the event type, and closes with the last', () => {
    const onNotifications = vi.fn();
    const onCredits = vi.fn();
    const first = renderHook(() => useLiveEvent('notifications', onNotifications));
    const second = renderHook(() => useLiveEvent('credits', onCredits));
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/events');

    source.fire('notifications');
    expect(onNotifications).toHaveBeenCalledTimes(1);
    expect(onCredits).not.toHaveBeenCalled();

    first.unmount();
    expect(source.closed).toBe(false);
    second.unmount();
    expect(source.closed).toBe(true);
  });

  it('calls every listener after a reconnect and on a reload event, to catch up on what was missed', () => {
    const onNotifications = vi.fn();
    const view = renderHook(() => useLiveEvent('notifications', onNotifications));
    const source = FakeEventSource.instances[0]!;
    source.fire('open');
    expect(onNotifications).not.toHaveBeenCalled();
    source.fire('open');
    expect(onNotifications).toHaveBeenCalledTimes(1);
    source.fire('reload');
    expect(onNotifications).toHaveBeenCalledTimes(2);
    view.unmount();
  });

  it('reconnects with the channels a page follows and the last event it saw, and back without them', () => {
    const onNotifications = vi.fn();
    const onReply = vi.fn();
    const bell = renderHook(() => useLiveEvent('notifications', onNotifications));
    const first = FakeEventSource.instances[0]!;
    first.fire('notifications', '7');
    const topic = renderHook(() => useLiveEvent('forum.reply', onReply, 'forum.topic.12'));
    expect(first.closed).toBe(true);
    const second = FakeEventSource.instances[1]!;
    expect(second.url).toBe('/api/events?topics=forum.topic.12&lastEventId=7');
    // Opening the stream for the new channel is no lost connection: nothing to catch up on.
    second.fire('open');
    expect(onNotifications).toHaveBeenCalledTimes(1);
    expect(onReply).not.toHaveBeenCalled();
    second.fire('forum.reply', '8');
    expect(onReply).toHaveBeenCalledTimes(1);
    topic.unmount();
    expect(second.closed).toBe(true);
    expect(FakeEventSource.instances[2]!.url).toBe('/api/events?lastEventId=8');
    bell.unmount();
    expect(FakeEventSource.instances[2]!.closed).toBe(true);
  });

  it('opens the stream again with backoff when the browser gave up (a 503), and catches up once open', () => {
    vi.useFakeTimers();
    try {
      const onNotifications = vi.fn();
      const view = renderHook(() => useLiveEvent('notifications', onNotifications));
      const first = FakeEventSource.instances[0]!;
      first.fire('open');
      first.fire('notifications', '3');
      expect(onNotifications).toHaveBeenCalledTimes(1);
      // The browser reconnects by itself while readyState is CONNECTING: nothing to do then.
      first.readyState = 0;
      first.fire('error');
      vi.advanceTimersByTime(60_000);
      expect(FakeEventSource.instances).toHaveLength(1);
      // A 503: EventSource is CLOSED for good.
      first.readyState = 2;
      first.fire('error');
      vi.advanceTimersByTime(RETRY_BASE_MS / 2 - 1);
      expect(FakeEventSource.instances).toHaveLength(1);
      vi.advanceTimersByTime(RETRY_BASE_MS / 2 + 1);
      const second = FakeEventSource.instances[1]!;
      expect(second.url).toBe('/api/events?lastEventId=3');
      // Refused again: the next wait is longer.
      second.readyState = 2;
      second.fire('error');
      vi.advanceTimersByTime(RETRY_BASE_MS);
      expect(FakeEventSource.instances).toHaveLength(2);
      vi.advanceTimersByTime(RETRY_BASE_MS);
      const third = FakeEventSource.instances[2]!;
      // Open at last: what was missed meanwhile is loaded again.
      third.fire('open');
      expect(onNotifications).toHaveBeenCalledTimes(2);
      view.unmount();
      expect(third.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits 1 s, 2 s, 4 s… up to 30 s (between half and all of it)', () => {
    expect([1, 2, 3, 6, 20].map((n) => retryDelay(n, () => 1))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(retryDelay(2, () => 0)).toBe(1000);
  });
});
