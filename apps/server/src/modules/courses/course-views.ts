import type { CourseCategory, PlayerVideo } from '@blivion/shared';
import { courseCategorySchema } from '@blivion/shared';

/** Course ids are integers in the database and decimal strings in the API. */
export function toId(value: string): number {
  return Number.parseInt(value, 10);
}

/** Whole percent of the lessons completed: 100 only when every lesson is. */
export function percentOf(completed: number, total: number): number {
  return total === 0 ? 0 : Math.floor((Math.min(completed, total) * 100) / total);
}

export function categoryOf(value: string): CourseCategory {
  return courseCategorySchema.catch('other').parse(value);
}

/** Where an uploaded lesson video is served (GET /api/course-videos/:videoId, HTTP ranges). */
export function courseVideoUrl(videoId: number): string {
  return `/api/course-videos/${videoId}`;
}

/** A stored video source as the player plays it; a row that no longer makes sense plays nothing. */
export function playerVideoOf(row: {
  video_kind: string;
  video_url: string | null;
  video_file_id: number | null;
}): PlayerVideo {
  const kind = row.video_kind;
  if ((kind === 'youtube' || kind === 'vimeo' || kind === 'url') && row.video_url !== null)
    return { kind, url: row.video_url };
  if (kind === 'file' && row.video_file_id !== null) {
    return { kind: 'file', videoId: String(row.video_file_id), url: courseVideoUrl(row.video_file_id) };
  }
  return { kind: 'none' };
}

/** What every view of a course names it by (id, title, category, thumbnail). */
export function courseHead(row: { id: number; title: string; category: string; thumbnail_url: string | null }) {
  return { id: String(row.id), title: row.title, category: categoryOf(row.category), thumbnailUrl: row.thumbnail_url };
}
