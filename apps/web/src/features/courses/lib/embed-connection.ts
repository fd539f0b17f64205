import { EMBED_ORIGINS, handshakeMessages, readEmbedMessage, subscribeMessages, type EmbedKind } from './embeds';

/** What the player tells the page while the lesson plays. */
export interface PlaybackEvents {
  /** A reading of where the video is and whether it plays (several times a second while playing). */
  onReading: (positionSeconds: number, playing: boolean) => void;
  /** It paused or ended: a moment to save the position. */
  onStop: () => void;
}

/** How often the frame is asked to report until it answers, as the players' own scripts do. */
export const HANDSHAKE_INTERVAL_MS = 250;
/** Asked this many times after each load of the frame (10 s), then left alone: it is not a player that answers. */
export const HANDSHAKE_TRIES = 40;

/**
 * Talks to a YouTube or Vimeo frame as their IFrame / Player API scripts do, without loading them:
 * after each load of the frame it asks (YouTube 'listening', Vimeo 'ping') every 250 ms until the
 * frame answers, then subscribes to its events and passes on where the video is. Readings before the
 * video first plays are dropped: until then the frame may report 0 instead of the start it was given,
 * and leaving would save that over the member's position. Returns the disconnection.
 */
export function connectEmbed(kind: EmbedKind, frame: HTMLIFrameElement, events: () => PlaybackEvents): () => void {
  const origin = EMBED_ORIGINS[kind];
  let answered = false;
  let started = false;
  let playing = false;
  let position: number | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  const post = (messages: unknown[]) => {
    for (const message of messages) frame.contentWindow?.postMessage(message, origin);
  };
  const stopAsking = () => clearInterval(timer);
  // Each load of the frame is a new player: it has not played yet.
  const ask = () => {
    stopAsking();
    answered = false;
    started = false;
    playing = false;
    position = null;
    let tries = 0;
    const once = () => {
      if (answered || ++tries > HANDSHAKE_TRIES) stopAsking();
      else post(handshakeMessages(kind));
    };
    once();
    timer = setInterval(once, HANDSHAKE_INTERVAL_MS);
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const reading = readEmbedMessage(kind, event.data);
    if (!reading) return;
    if (reading.ready && !answered) {
      answered = true;
      stopAsking();
      post(subscribeMessages(kind));
    }
    const wasPlaying = playing;
    if (reading.playing !== undefined) playing = reading.playing;
    if (reading.position !== undefined) position = reading.position;
    if (playing && !started) {
      started = true;
      // A position read before it played is not where it plays from: wait for the next one.
      if (reading.position === undefined) position = null;
    }
    if (!started || position === null) return;
    if (reading.position !== undefined || reading.playing !== undefined) events().onReading(position, playing);
    if ((wasPlaying && !playing) || reading.ended) events().onStop();
  };

  window.addEventListener('message', onMessage);
  frame.addEventListener('load', ask);
  // Already showing the player's page (no longer this page's about:blank): it may have loaded before this ran.
  if (frame.isConnected && !frame.contentDocument) ask();
  return () => {
    stopAsking();
    window.removeEventListener('message', onMessage);
    frame.removeEventListener('load', ask);
  };
}
