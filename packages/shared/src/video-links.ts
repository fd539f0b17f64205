/**
 * Lesson video links (issue 14): which YouTube or Vimeo video a link names. Apart from the zod
 * schemas so that the player reads links without loading zod.
 */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** The URL when `text` is an https address without credentials, else null. */
export function httpsUrlOf(text: string): URL | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '' ? url : null;
}

/**
 * The video id of a YouTube link (watch?v=, youtu.be/, /embed/, /shorts/, /live/), or null. The
 * player embeds it from youtube-nocookie.com (privacy-enhanced).
 */
export function youtubeVideoIdOf(text: string): string | null {
  const url = httpsUrlOf(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live'].includes(first ?? '') ? second : null;
  }
  return id !== undefined && id !== null && YOUTUBE_ID.test(id) ? id : null;
}

/** The numeric video id of a Vimeo link (vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123), or null. */
export function vimeoVideoIdOf(text: string): string | null {
  const url = httpsUrlOf(text);
  if (!url || !VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null;
  const id = url.pathname.split('/').filter(Boolean).at(-1);
  return id !== undefined && /^\d{1,15}$/.test(id) ? id : null;
}
