/**
 * YouTube and Vimeo lessons play in their privacy-enhanced embeds (youtube-nocookie.com, Vimeo
 * with dnt=1), the only frames the page's CSP allows. The page allows no outside script either, so
 * the players' JavaScript APIs are not loaded: the player talks to the frames with the messages
 * those APIs themselves exchange (window.postMessage), to learn the position for resuming.
 */
export const EMBED_ORIGINS = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
} as const;

export type EmbedKind = keyof typeof EMBED_ORIGINS;

/** The widget id the YouTube frame is given in its address and that every message names. */
const YOUTUBE_WIDGET_ID = 1;

/** The frame's address, starting at `startSeconds` (whole seconds; 0 from the start). */
export function embedUrl(kind: EmbedKind, videoId: string, startSeconds: number, pageOrigin: string): string {
  const start = Math.max(0, Math.floor(startSeconds));
  if (kind === 'youtube') {
    const params = new URLSearchParams({
      enablejsapi: '1',
      rel: '0',
      playsinline: '1',
      origin: pageOrigin,
      widgetid: String(YOUTUBE_WIDGET_ID),
    });
    if (start > 0) params.set('start', String(start));
    return `${EMBED_ORIGINS.youtube}/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
  }
  return `${EMBED_ORIGINS.vimeo}/video/${encodeURIComponent(videoId)}?dnt=1${start > 0 ? `#t=${start}s` : ''}`;
}

const youtubeMessage = (message: object) => JSON.stringify({ ...message, id: YOUTUBE_WIDGET_ID, channel: 'widget' });

/** The question the frame answers once its player listens: YouTube 'listening', Vimeo 'ping'. */
export function handshakeMessages(kind: EmbedKind): unknown[] {
  return kind === 'youtube' ? [youtubeMessage({ event: 'listening' })] : [{ method: 'ping' }];
}

/** The subscriptions sent once the frame has answered. */
export function subscribeMessages(kind: EmbedKind): unknown[] {
  if (kind === 'youtube') {
    return [youtubeMessage({ event: 'command', func: 'addEventListener', args: ['onStateChange'] })];
  }
  return ['timeupdate', 'play', 'pause', 'ended'].map((value) => ({ method: 'addEventListener', value }));
}

/** The command that moves the frame's video to `seconds` (the IFrame API's seekTo, the Player API's setCurrentTime). */
export function seekMessages(kind: EmbedKind, seconds: number): unknown[] {
  if (kind === 'youtube') return [youtubeMessage({ event: 'command', func: 'seekTo', args: [seconds, true] })];
  return [{ method: 'setCurrentTime', value: seconds }];
}

export interface EmbedReading {
  /** Seconds from the start, when the message says. */
  position?: number;
  /** Whether it plays, when the message says. */
  playing?: boolean;
  ended?: boolean;
  /** The frame answered the handshake: it is ready for the subscriptions. */
  ready?: boolean;
}

function parse(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** YouTube's player states: 0 ended, 1 playing, 2 paused, 3 buffering (still playing), 5 cued. */
function youtubeState(state: unknown): Pick<EmbedReading, 'playing' | 'ended'> {
  if (typeof state !== 'number') return {};
  return { playing: state === 1 || state === 3, ended: state === 0 };
}

/** What a message from the frame says about the playback; null when it says nothing we use. */
export function readEmbedMessage(kind: EmbedKind, data: unknown): EmbedReading | null {
  const message = parse(data);
  if (!message) return null;
  if (kind === 'youtube') {
    if (message.event === 'onStateChange') return youtubeState(message.info);
    if (message.event !== 'infoDelivery' && message.event !== 'initialDelivery') return null;
    const info = parse(message.info);
    if (!info) return null;
    const reading: EmbedReading = { position: seconds(info.currentTime), ...youtubeState(info.playerState) };
    if (message.event === 'initialDelivery') reading.ready = true;
    return Object.values(reading).some((value) => value !== undefined) ? reading : null;
  }
  if (message.method === 'ping') return { ready: true };
  const payload = parse(message.data);
  const position = seconds(payload?.seconds);
  switch (message.event) {
    case 'ready':
      return { ready: true };
    case 'timeupdate':
    case 'playProgress':
      return { position, playing: true };
    case 'play':
      return { position, playing: true };
    case 'pause':
      return { position, playing: false };
    case 'ended':
      return { position, playing: false, ended: true };
    default:
      return null;
  }
}
