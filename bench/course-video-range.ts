// Issue 14: serving an uploaded lesson video by byte range, against a bare node:http server
// streaming the same byte ranges of the same file (bench/lib/range-floor.mjs). The built server
// (its own process, SQLite, production settings) takes a 64 MiB MP4 through the real upload route
// from an administrator, and a premium member asks for ranges of it; floor and server alternate,
// round after round, loaded by autocannon from a third process.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createWriteStream, openAsBlob } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openSqlite } from '../apps/server/src/db/database.js';
import { mp4Stream } from '../apps/server/src/modules/courses/videos/test-videos.js';
import type { LoadResult } from './lib/load.js';
import { load } from './lib/load.js';
import { freePort, signUp, startServer, stopChild } from './lib/server.js';
import { median, ratios } from './lib/stats.js';
import type { Benchmark, Row } from './lib/types.js';

const ROUNDS = 5;
const SECONDS = 3;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
const TARGET = 0.8;
const MEDIA_BYTES = 64 * 1024 * 1024;
const MIB = 1024 * 1024;

/** What a player asks for: the start (metadata, first frames), and a stretch after a seek. */
const CASES = [
  { label: '1 MiB from the middle (after a seek)', start: 32 * MIB, end: 33 * MIB - 1, judged: true },
  { label: 'the first 64 KiB (the player opening the file)', start: 0, end: 64 * 1024 - 1, judged: false },
];

/** Makes the member an administrator (for the upload) or premium (to watch), as the admin screens would. */
function setRole(databaseFile: string, userId: string, role: 'admin' | 'premium') {
  const sqlite = openSqlite(databaseFile);
  sqlite.prepare('update profiles set role = ? where user_id = ?').run(role, userId);
  sqlite.prepare('update user_permissions set courses = 1 where user_id = ?').run(userId);
  sqlite.close();
}

/**
 * An active course whose one lesson plays the video (what the content editor stores), so that the
 * member's requests take the real authorisation path; returns the stored file's name.
 */
function lessonPlaying(databaseFile: string, videoId: number): string {
  const sqlite = openSqlite(databaseFile);
  const position = (sqlite.prepare('select coalesce(max(position), 0) + 1 as p from courses').get() as { p: number }).p;
  const course = sqlite
    .prepare(
      `insert into courses (title, search_title, description, category, is_active, position)
       values ('Curso do benchmark', 'curso do benchmark', 'Vídeo servido por trechos', 'other', 1, ?)`,
    )
    .run(position).lastInsertRowid;
  const module = sqlite
    .prepare(`insert into course_modules (course_id, title, position) values (?, 'MÓDULO 1', 0)`)
    .run(course).lastInsertRowid;
  sqlite
    .prepare(
      `insert into course_lessons (module_id, course_id, title, video_kind, video_file_id, position)
       values (?, ?, 'Aula 1', 'file', ?, 0)`,
    )
    .run(module, course, videoId);
  const { storage_key: key } = sqlite.prepare('select storage_key from course_videos where id = ?').get(videoId) as {
    storage_key: string;
  };
  sqlite.close();
  return key;
}

async function uploadVideo(origin: string, cookie: string, file: string): Promise<{ videoId: string }> {
  const form = new FormData();
  form.append('file', await openAsBlob(file, { type: 'video/mp4' }), 'benchmark.mp4');
  const response = await fetch(`${origin}/api/admin/course-videos`, {
    method: 'POST',
    headers: { cookie, origin },
    body: form,
  });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${body.slice(0, 300)}`);
  return JSON.parse(body) as { videoId: string };
}

/** Polls the floor until it answers a range (it starts in a few tens of milliseconds). */
async function waitFor206(url: string, child: ChildProcess, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the range floor exited (${child.exitCode})`);
    try {
      const response = await fetch(url, { headers: { range: 'bytes=0-0' } });
      await response.arrayBuffer();
      if (response.status === 206) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no 206 from ${url} within ${timeoutMs} ms`);
}

function rowOf(label: string, judged: boolean, bytes: number, floor: LoadResult[], server: LoadResult[]): Row {
  const throughput = (results: LoadResult[]) => results.map((r) => (r.rps * bytes) / MIB);
  const ratio = ratios(throughput(server), throughput(floor));
  return {
    name: `${label}: throughput`,
    baseline: { value: median(throughput(floor)), unit: 'MiB/s' },
    candidate: { value: median(throughput(server)), unit: 'MiB/s' },
    ...ratio,
    target: judged ? `≥ ${TARGET.toFixed(2)} of bare node:http` : 'reference',
    pass: judged ? ratio.ratio >= TARGET : null,
    note: `p99 ${median(floor.map((r) => r.p99)).toFixed(2)} ms bare, ${median(server.map((r) => r.p99)).toFixed(2)} ms app`,
  };
}

export const courseVideoRange: Benchmark = {
  id: 'course-video-range',
  item: 9,
  title: 'Lesson video by range',
  async run({ root, tmp, log }) {
    const source = path.join(tmp, 'benchmark.mp4');
    await pipeline(mp4Stream({ durationSeconds: 600, mediaBytes: MEDIA_BYTES }), createWriteStream(source));
    const server = await startServer({ root, dataDir: tmp });
    const floorPort = await freePort();
    const floorOrigin = `http://127.0.0.1:${floorPort}`;
    let floor;
    try {
      const databaseFile = path.join(tmp, 'blivion.db');
      const staff = await signUp(server.origin, 'Admin do Benchmark', 'admin@bench.test');
      setRole(databaseFile, staff.userId, 'admin');
      const { videoId } = await uploadVideo(server.origin, staff.cookie, source);
      const key = lessonPlaying(databaseFile, Number(videoId));
      const watcher = await signUp(server.origin, 'Membro do Benchmark', 'membro@bench.test');
      setRole(databaseFile, watcher.userId, 'premium');
      floor = spawn(
        process.execPath,
        [path.join(root, 'bench/lib/range-floor.mjs'), String(floorPort), path.join(tmp, 'uploads', key), 'video/mp4'],
        { stdio: 'ignore' },
      );
      await waitFor206(`${floorOrigin}/video`, floor);

      const rows: Row[] = [];
      for (const c of CASES) {
        const range = `bytes=${c.start}-${c.end}`;
        const at = (url: string, headers: Record<string, string>, seconds: number) =>
          load(root, { url, seconds, connections: CONNECTIONS, headers: { range, ...headers } });
        const targets: { url: string; headers: Record<string, string> }[] = [
          { url: `${floorOrigin}/video`, headers: {} },
          { url: `${server.origin}/api/course-videos/${videoId}`, headers: { cookie: watcher.cookie } },
        ];
        for (const target of targets) await at(target.url, target.headers, WARM_UP_SECONDS);
        const runs: LoadResult[][] = [[], []];
        for (let round = 0; round < ROUNDS; round++) {
          for (let turn = 0; turn < targets.length; turn++) {
            const index = (turn + round) % targets.length;
            runs[index]!.push(await at(targets[index]!.url, targets[index]!.headers, SECONDS));
          }
        }
        const [floorRuns, serverRuns] = runs as [LoadResult[], LoadResult[]];
        const rounded = (results: LoadResult[]) => results.map((r) => Math.round(r.rps)).join('/');
        log(`${range}: bare ${rounded(floorRuns)}, app ${rounded(serverRuns)} req/s`);
        rows.push(rowOf(c.label, c.judged, c.end - c.start + 1, floorRuns, serverRuns));
      }
      return rows;
    } finally {
      if (floor) await stopChild(floor);
      await server.stop();
    }
  },
};
