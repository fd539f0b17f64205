import { describe, expect, it } from 'vitest';
import { embedUrl, handshakeMessages, readEmbedMessage, subscribeMessages } from './embeds';

describe('privacy-enhanced embeds', () => {
  it('YouTube from youtube-nocookie.com with its message API for this page, starting at the saved second', () => {
    const url = new URL(embedUrl('youtube', 'dQw4w9WgXcQ', 95.7, 'https://academia.example'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      enablejsapi: '1',
      rel: '0',
      playsinline: '1',
      origin: 'https://academia.example',
      widgetid: '1',
      start: '95',
    });
    expect(new URL(embedUrl('youtube', 'dQw4w9WgXcQ', 0, 'https://a.example')).searchParams.has('start')).toBe(false);
  });

  it('Vimeo with dnt=1 (no tracking), starting at the saved second', () => {
    expect(embedUrl('vimeo', '76979871', 42.2, 'https://a.example')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1#t=42s',
    );
    expect(embedUrl('vimeo', '76979871', 0, 'https://a.example')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('asks YouTube to report (listening) and pings Vimeo, as their API scripts do', () => {
    expect(handshakeMessages('youtube').map((message) => JSON.parse(message as string))).toEqual([
      { event: 'listening', id: 1, channel: 'widget' },
    ]);
    expect(handshakeMessages('vimeo')).toEqual([{ method: 'ping' }]);
  });

  it('then subscribes to YouTube’s state changes and Vimeo’s time, play, pause and end events', () => {
    expect(subscribeMessages('youtube').map((message) => JSON.parse(message as string))).toEqual([
      { event: 'command', func: 'addEventListener', args: ['onStateChange'], id: 1, channel: 'widget' },
    ]);
    expect(subscribeMessages('vimeo')).toEqual(
      ['timeupdate', 'play', 'pause', 'ended'].map((value) => ({ method: 'addEventListener', value })),
    );
  });
});

describe('readEmbedMessage', () => {
  it('reads YouTube’s time and state reports', () => {
    const info = (value: object) => JSON.stringify({ event: 'infoDelivery', info: value, id: 1, channel: 'widget' });
    expect(readEmbedMessage('youtube', info({ currentTime: 12.5 }))).toEqual({ position: 12.5 });
    expect(readEmbedMessage('youtube', info({ currentTime: 30, playerState: 1 }))).toEqual({
      position: 30,
      playing: true,
      ended: false,
    });
    expect(readEmbedMessage('youtube', JSON.stringify({ event: 'onStateChange', info: 2 }))).toEqual({
      playing: false,
      ended: false,
    });
    expect(readEmbedMessage('youtube', JSON.stringify({ event: 'onStateChange', info: 0 }))).toEqual({
      playing: false,
      ended: true,
    });
    expect(
      readEmbedMessage(
        'youtube',
        JSON.stringify({ event: 'initialDelivery', info: { currentTime: 0, playerState: 5 } }),
      ),
    ).toEqual({ position: 0, playing: false, ended: false, ready: true });
    expect(readEmbedMessage('youtube', info({ volume: 100 }))).toBeNull();
    expect(readEmbedMessage('youtube', JSON.stringify({ event: 'onReady' }))).toBeNull();
    expect(readEmbedMessage('youtube', 'not json')).toBeNull();
    expect(readEmbedMessage('youtube', info({ currentTime: 'x' }))).toBeNull();
  });

  it('reads Vimeo’s events, as objects or as JSON text', () => {
    expect(readEmbedMessage('vimeo', { event: 'ready' })).toEqual({ ready: true });
    expect(readEmbedMessage('vimeo', { method: 'ping' })).toEqual({ ready: true });
    expect(
      readEmbedMessage('vimeo', { event: 'timeupdate', data: { seconds: 8.2, percent: 0.1, duration: 80 } }),
    ).toEqual({
      position: 8.2,
      playing: true,
    });
    expect(readEmbedMessage('vimeo', JSON.stringify({ event: 'pause', data: { seconds: 9 } }))).toEqual({
      position: 9,
      playing: false,
    });
    expect(readEmbedMessage('vimeo', { event: 'ended', data: { seconds: 80 } })).toEqual({
      position: 80,
      playing: false,
      ended: true,
    });
    expect(readEmbedMessage('vimeo', { method: 'getVolume', value: 1 })).toBeNull();
    expect(readEmbedMessage('vimeo', null)).toBeNull();
  });
});
