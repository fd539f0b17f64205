import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AdminCourse, CourseContent, CourseContentInput } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { coursesApi } from '../../../test-support/courses.js';
import { coursesAdminApp } from '../../../test-support/courses.js';
import type { TestMember } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { uploadVideo } from './test-video-upload.js';
import { runJobSlot } from '../../../jobs/scheduler.js';
import { removeUnusedVideos, sweepUnusedVideos, UNUSED_VIDEO_GRACE_MS, UNUSED_VIDEOS_JOB } from './unused-videos.js';

describe('uploaded lesson videos no lesson uses are removed', () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let admin: TestMember;
  beforeAll(async () => ({ t, api, admin } = await coursesAdminApp()), 60_000);
  afterAll(async () => t.close());

  const storedFiles = async () =>
    (await readdir(path.join(t.config.dataDir, 'uploads')).catch(() => [] as string[])).filter((name) =>
      name.startsWith('course-video-'),
    );
  const keyOf = async (videoId: string) =>
    (
      await t.app.database.db
        .selectFrom('course_videos')
        .select('storage_key')
        .where('id', '=', Number(videoId))
        .executeTakeFirst()
    )?.storage_key ?? null;
  /** Whether the video's row and its file are both there (true), both gone (false); anything else fails. */
  async function stored(videoId: string, storageKey: string): Promise<boolean> {
    const row = (await keyOf(videoId)) !== null;
    expect((await storedFiles()).includes(storageKey)).toBe(row);
    return row;
  }
  const upload = async () => {
    const { videoId } = await uploadVideo(t, admin);
    return { videoId, key: (await keyOf(videoId))! };
  };
  /** The course's content with its first lesson's video set as given. */
  function withFirstVideo(content: CourseContent, videoId: string | null): CourseContentInput {
    return {
      modules: content.modules.map((module, m) => ({
        ...module,
        lessons: module.lessons.map((lesson, l) => ({
          ...lesson,
          video: m === 0 && l === 0 ? (videoId ? { kind: 'file', videoId } : { kind: 'none' }) : lesson.video,
        })),
      })),
    };
  }
  const save = (course: AdminCourse, input: CourseContentInput) =>
    api.ok<CourseContent>(api.request(admin, 'PUT', `/admin/courses/${course.id}/content`, input));

  it('when a content save replaces a lesson video, then removes it', async () => {
    const { course, content } = await api.course(admin);
    const first = await upload();
    const second = await upload();
    const saved = await save(course, withFirstVideo(content, first.videoId));
    expect(await stored(first.videoId, first.key)).toBe(true);

    const replaced = await save(course, withFirstVideo(saved, second.videoId));
    expect(await stored(first.videoId, first.key)).toBe(false);
    expect(await stored(second.videoId, second.key)).toBe(true);

    await save(course, withFirstVideo(replaced, null));
    expect(await stored(second.videoId, second.key)).toBe(false);
  });

  it('when the lesson using it is deleted, but not while another lesson still uses it', async () => {
    const { course, content } = await api.course(admin);
    const video = await upload();
    const input = withFirstVideo(content, video.videoId);
    input.modules[1]!.lessons[0]!.video = { kind: 'file', videoId: video.videoId };
    const saved = await save(course, input);

    const withoutFirst = { modules: saved.modules.map((module) => ({ ...module })) };
    withoutFirst.modules[0] = { ...saved.modules[0]!, lessons: saved.modules[0]!.lessons.slice(1) };
    const kept = await save(course, withoutFirst);
    expect(await stored(video.videoId, video.key)).toBe(true);

    await save(course, { modules: kept.modules.slice(0, 1) });
    expect(await stored(video.videoId, video.key)).toBe(false);
  });

  it("with the course deleted, keeping a video another course's lesson uses", async () => {
    const a = await api.course(admin);
    const b = await api.course(admin);
    const own = await upload();
    const shared = await upload();
    const inputA = withFirstVideo(a.content, own.videoId);
    inputA.modules[1]!.lessons[0]!.video = { kind: 'file', videoId: shared.videoId };
    await save(a.course, inputA);
    await save(b.course, withFirstVideo(b.content, shared.videoId));

    await api.ok(api.request(admin, 'DELETE', `/admin/courses/${a.course.id}`));
    expect(await stored(own.videoId, own.key)).toBe(false);
    expect(await stored(shared.videoId, shared.key)).toBe(true);
    const served = await api.request(admin, 'GET', `/course-videos/${shared.videoId}`);
    expect(served.statusCode).toBe(200);
  });

  it('leaves a video a lesson uses when asked to remove it', async () => {
    const { course, content } = await api.course(admin);
    const video = await upload();
    await save(course, withFirstVideo(content, video.videoId));
    expect(await removeUnusedVideos(t.app, [Number(video.videoId)])).toBe(0);
    expect(await stored(video.videoId, video.key)).toBe(true);
  });

  it('sweeps uploads no lesson took once they are a day old, and only those, as a scheduled job', async () => {
    const { course, content } = await api.course(admin);
    const used = await upload();
    await save(course, withFirstVideo(content, used.videoId));
    const unsaved = await upload();

    expect(await sweepUnusedVideos(t.app, t.clock.now())).toBe(0);
    t.clock.advance(UNUSED_VIDEO_GRACE_MS - 60_000);
    const fresh = await upload();
    t.clock.advance(2 * 60_000);
    expect(await runJobSlot(t.app, UNUSED_VIDEOS_JOB, t.clock.now())).toBe('ran');
    expect(await stored(unsaved.videoId, unsaved.key)).toBe(false);
    expect(await stored(used.videoId, used.key)).toBe(true);
    expect(await stored(fresh.videoId, fresh.key)).toBe(true);
  });
});
