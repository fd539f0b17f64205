import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveEvent } from './use-live-event';

/** Stands in for the browser's EventSource: records listeners, and the test fires events on it. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: { lastEventId: string }) => void)[]>();
  closed = false;
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
});
