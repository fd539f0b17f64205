import { youtubeVideoIdOf, vimeoVideoIdOf, type PlayerVideo } from '@blivion/shared/courses';
import { VideoOff } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { connectEmbed, type PlaybackEvents } from '../lib/embed-connection';
import { EMBED_ORIGINS, embedUrl, seekMessages, type EmbedKind } from '../lib/embeds';

/** What the notes ask of the video: where it is, and to go to a moment. */
export interface VideoControl {
  /** Seconds from the start (the last reported position for YouTube and Vimeo). */
  currentTime: () => number;
  seek: (seconds: number) => void;
}
type ControlRef = RefObject<VideoControl | null> | undefined;

/** A saved position this close to the end starts the lesson again from the beginning. */
const RESTART_NEAR_END_SECONDS = 5;

function Frame({ children }: { children: ReactNode }) {
  return <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">{children}</div>;
}

function VideoMessage({ text }: { text: string }) {
  return (
    <Frame>
      <div className="flex size-full flex-col items-center justify-center gap-3 bg-muted text-muted-foreground">
        <VideoOff className="size-10" aria-hidden="true" />
        <p className="font-medium">{text}</p>
      </div>
    </Frame>
  );
}

/** A direct video URL or a file uploaded to the server (GET /api/course-videos/:id, with ranges so seeking works). */
function NativeVideo({
  src,
  title,
  startAt,
  events,
  controlRef,
}: {
  src: string;
  title: string;
  startAt: number;
  events: PlaybackEvents;
  controlRef: ControlRef;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!controlRef) return;
    controlRef.current = {
      currentTime: () => element.current?.currentTime ?? 0,
      seek: (seconds) => {
        if (element.current) element.current.currentTime = seconds;
      },
    };
    return () => {
      controlRef.current = null;
    };
  }, [controlRef]);
  if (failed) return <VideoMessage text={t('courses.player.videoError')} />;
  return (
    <Frame>
      <video
        ref={element}
        src={src}
        controls
        preload="metadata"
        playsInline
        aria-label={title}
        className="size-full"
        onLoadedMetadata={(event) => {
          const video = event.currentTarget;
          if (startAt > 0 && !(video.duration - startAt < RESTART_NEAR_END_SECONDS)) video.currentTime = startAt;
        }}
        onTimeUpdate={(event) => events.onReading(event.currentTarget.currentTime, !event.currentTarget.paused)}
        onSeeked={(event) => events.onReading(event.currentTarget.currentTime, !event.currentTarget.paused)}
        onPause={(event) => {
          events.onReading(event.currentTarget.currentTime, false);
          events.onStop();
        }}
        onEnded={events.onStop}
        onError={() => setFailed(true)}
      />
    </Frame>
  );
}

/** A YouTube or Vimeo video in its privacy-enhanced frame, starting at `startAt`; its messages give the position. */
function EmbeddedVideo({
  kind,
  videoId,
  title,
  startAt,
  events,
  controlRef,
}: {
  kind: EmbedKind;
  videoId: string;
  title: string;
  startAt: number;
  events: PlaybackEvents;
  controlRef: ControlRef;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const eventsRef = useRef(events);
  const position = useRef(startAt);
  // The address is fixed when the lesson opens: a later saved position must not reload the frame.
  const [src] = useState(() => embedUrl(kind, videoId, startAt, window.location.origin));

  useEffect(() => {
    eventsRef.current = events;
  });

  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const disconnect = connectEmbed(kind, element, () => ({
      onReading: (seconds, playing) => {
        position.current = seconds;
        eventsRef.current.onReading(seconds, playing);
      },
      onStop: () => eventsRef.current.onStop(),
    }));
    if (controlRef) {
      controlRef.current = {
        currentTime: () => position.current,
        seek: (seconds) => {
          position.current = seconds;
          for (const message of seekMessages(kind, seconds))
            element.contentWindow?.postMessage(message, EMBED_ORIGINS[kind]);
        },
      };
    }
    return () => {
      disconnect();
      if (controlRef) controlRef.current = null;
    };
  }, [kind, controlRef]);

  return (
    <Frame>
      <iframe
        ref={frame}
        src={src}
        title={title}
        className="size-full"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </Frame>
  );
}

/**
 * The lesson's video area: YouTube or Vimeo in their privacy-enhanced embeds, a direct URL or an
 * uploaded file in the browser's own player, or 'Nenhum vídeo disponível'. It starts at the saved
 * position (`startAt`; from the beginning when that is within 5 s of the end) and reports where it
 * is through `events`. Keyed by the lesson by its parent.
 */
export function LessonVideo({
  video,
  title,
  startAt,
  durationSeconds,
  events,
  controlRef,
}: {
  video: PlayerVideo;
  title: string;
  startAt: number;
  /** The lesson's stated duration (0 when not stated). */
  durationSeconds: number;
  events: PlaybackEvents;
  /** Filled while the video is shown: the notes read its time and seek it. */
  controlRef?: RefObject<VideoControl | null>;
}) {
  const { t } = useTranslation();
  const frameTitle = t('courses.player.videoTitle', { title });
  switch (video.kind) {
    case 'youtube':
    case 'vimeo': {
      const videoId = video.kind === 'youtube' ? youtubeVideoIdOf(video.url) : vimeoVideoIdOf(video.url);
      if (!videoId) return <VideoMessage text={t('courses.player.videoError')} />;
      // The frame's length is known only once it plays: the lesson's stated duration stands in for it.
      const nearEnd = durationSeconds > 0 && durationSeconds - startAt < RESTART_NEAR_END_SECONDS;
      return (
        <EmbeddedVideo
          kind={video.kind}
          videoId={videoId}
          title={frameTitle}
          startAt={nearEnd ? 0 : startAt}
          events={events}
          controlRef={controlRef}
        />
      );
    }
    case 'url':
    case 'file':
      return (
        <NativeVideo src={video.url} title={frameTitle} startAt={startAt} events={events} controlRef={controlRef} />
      );
    default:
      return <VideoMessage text={t('courses.player.noVideo')} />;
  }
}
