import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectEmbed, HANDSHAKE_INTERVAL_MS, HANDSHAKE_TRIES } from './embed-connection';
import { EMBED_ORIGINS, type EmbedKind } from './embeds';

/**
 * A frame in the page, what the page posts to it, and a way to speak from it as the players do
 * (YouTube's IFrame API messages: JSON text with event, info, id and channel; Vimeo's Player API:
 * objects or JSON text with event and data, or method and value).
 */
function setup(kind: EmbedKind) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const posted: Array<{ message: unknown; origin: string }> = [];
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation((message: unknown, origin?: unknown) => {
    posted.push({ message: typeof message === 'string' ? JSON.parse(message) : message, origin: String(origin) });
  });
  const readings: Array<[number, boolean]> = [];
  let stops = 0;
  const disconnect = connectEmbed(kind, frame, () => ({
    onReading: (position, playing) => readings.push([position, playing]),
    onStop: () => (stops += 1),
  }));
  const speak = (
    data: unknown,
    { origin = EMBED_ORIGINS[kind] as string, source = frame.contentWindow as Window | null } = {},
  ) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  const youtube = (event: string, info: unknown) => speak(JSON.stringify({ event, info, id: 1, channel: 'widget' }));
  return { frame, posted, readings, stops: () => stops, disconnect, speak, youtube };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('connectEmbed with YouTube’s frame', () => {
  it('asks every 250 ms after the frame loads until the player answers, then subscribes', () => {
    const { frame, posted, youtube } = setup('youtube');
    expect(posted).toEqual([]);
    frame.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(HANDSHAKE_INTERVAL_MS * 2);
    const listening = { message: { event: 'listening', id: 1, channel: 'widget' }, origin: EMBED_ORIGINS.youtube };
    expect(posted).toEqual([listening, listening, listening]);

    youtube('initialDelivery', { apiInterface: ['getCurrentTime'], currentTime: 0, playerState: -1, duration: 600 });
    vi.advanceTimersByTime(HANDSHAKE_INTERVAL_MS * 4);
    expect(posted.slice(3)).toEqual([
      {
        message: { event: 'command', func: 'addEventListener', args: ['onStateChange'], id: 1, channel: 'widget' },
        origin: EMBED_ORIGINS.youtube,
      },
    ]);
  });

  it('gives up after 10 s when nothing answers, and asks again when the frame loads again', () => {
    const { frame, posted } = setup('youtube');
    frame.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(60_000);
    expect(posted).toHaveLength(HANDSHAKE_TRIES);
    frame.dispatchEvent(new Event('load'));
    expect(posted).toHaveLength(HANDSHAKE_TRIES + 1);
  });

  it('passes on the position from the first play, and a pause or the end as a stop', () => {
    const { frame, readings, stops, youtube } = setup('youtube');
    frame.dispatchEvent(new Event('load'));
    // Cued at the start the address asked for, the frame may still say 0: not the member's position.
    youtube('initialDelivery', { currentTime: 0, playerState: 5, duration: 600 });
    youtube('infoDelivery', { currentTime: 0, playerState: -1 });
    expect(readings).toEqual([]);

    youtube('onStateChange', 1);
    youtube('infoDelivery', { currentTime: 95, playerState: 1, currentTimeLastUpdated_: 1_700_000_000.1 });
    youtube('infoDelivery', { currentTime: 95.5, currentTimeLastUpdated_: 1_700_000_000.6, videoBytesLoaded: 0.2 });
    youtube('infoDelivery', { videoBytesLoaded: 0.3 });
    youtube('infoDelivery', { currentTime: 120.25, playerState: 2 });
    expect(readings).toEqual([
      [95, true],
      [95.5, true],
      [120.25, false],
    ]);
    expect(stops()).toBe(1);

    // A new page in the frame is a new player: cued again, its 0 is not a position either.
    frame.dispatchEvent(new Event('load'));
    youtube('initialDelivery', { currentTime: 0, playerState: 5, duration: 600 });
    youtube('onStateChange', 1);
    expect(readings).toHaveLength(3);
    youtube('infoDelivery', { currentTime: 120.25, playerState: 1 });
    youtube('infoDelivery', { playerState: 3 });
    youtube('infoDelivery', { currentTime: 600, playerState: 0 });
    expect(readings.slice(3)).toEqual([
      [120.25, true],
      [120.25, true],
      [600, false],
    ]);
    expect(stops()).toBe(2);
  });

  it('hears only its own frame from YouTube’s origin, and nothing once disconnected', () => {
    const { frame, readings, speak, youtube, disconnect } = setup('youtube');
    frame.dispatchEvent(new Event('load'));
    const playing = JSON.stringify({ event: 'infoDelivery', info: { currentTime: 5, playerState: 1 }, id: 1 });
    speak(playing, { origin: 'https://www.youtube.com' });
    speak(playing, { origin: window.location.origin, source: window });
    expect(readings).toEqual([]);
    youtube('infoDelivery', { currentTime: 5, playerState: 1 });
    disconnect();
    youtube('infoDelivery', { currentTime: 6, playerState: 1 });
    expect(readings).toEqual([[5, true]]);
  });
});

describe('connectEmbed with Vimeo’s frame', () => {
  it('pings after the frame loads until it answers, then subscribes to its time, play, pause and end', () => {
    const { frame, posted, speak } = setup('vimeo');
    frame.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(HANDSHAKE_INTERVAL_MS);
    const ping = { message: { method: 'ping' }, origin: EMBED_ORIGINS.vimeo };
    expect(posted).toEqual([ping, ping]);
    // The player says it is ready as JSON text (its ping answer would do the same).
    speak(JSON.stringify({ event: 'ready', player_id: '' }));
    vi.advanceTimersByTime(HANDSHAKE_INTERVAL_MS * 4);
    expect(posted.slice(2)).toEqual(
      ['timeupdate', 'play', 'pause', 'ended'].map((value) => ({
        message: { method: 'addEventListener', value },
        origin: EMBED_ORIGINS.vimeo,
      })),
    );
  });

  it('takes the answer to its ping as ready too, and passes on the position and the stops', () => {
    const { frame, posted, readings, stops, speak } = setup('vimeo');
    frame.dispatchEvent(new Event('load'));
    speak({ method: 'ping' });
    expect(posted.map((entry) => entry.message)).toContainEqual({ method: 'addEventListener', value: 'timeupdate' });

    speak({ event: 'play', data: { seconds: 42, percent: 0.07, duration: 600 } });
    speak({ event: 'timeupdate', data: { seconds: 42.25, percent: 0.0704, duration: 600 } });
    speak(JSON.stringify({ event: 'pause', data: { seconds: 50.5, percent: 0.084, duration: 600 } }));
    speak({ event: 'ended', data: { seconds: 600, percent: 1, duration: 600 } });
    expect(readings).toEqual([
      [42, true],
      [42.25, true],
      [50.5, false],
      [600, false],
    ]);
    expect(stops()).toBe(2);
  });
});
