// Certificates (issue 32, 'Performance'): completing the last lesson of a course, which issues the
// certificate and makes its PDF (target p95 < 300 ms), and the public verification of a code among
// 100,000 certificates (target p95 < 20 ms); the built server in its own process, one request at a
// time over HTTP. On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openSqlite } from '../apps/server/src/db/database.js';
import { newCertificateCode } from '../apps/server/src/modules/courses/certificates/certificate-code.js';
import { admin, siblingDatabase } from './lib/forum-dataset.js';
import { p95Row } from './lib/rows.js';
import type { Case } from './lib/request-timing.js';
import { time } from './lib/request-timing.js';
import { signUp, startServer } from './lib/server.js';
import type { BenchContext, Benchmark, Row } from './lib/types.js';

const WARM_UP = 10;
const ROUNDS = 5;
const PER_ROUND = 30;
const CERTIFICATES = Number(process.env.CERTIFICATES_BENCH_COUNT ?? 100_000);
/** One one-lesson course a completion: every completion issues a certificate. */
const COURSES = WARM_UP + ROUNDS * PER_ROUND;

/** The statements that load the dataset, with `?` parameters (turned into $n for PostgreSQL). */
function statements(readerId: string, now: string) {
  const rows: Array<[string, unknown[]]> = [
    [`update profiles set role = 'premium' where user_id = ?`, [readerId]],
    [`update user_permissions set courses = ? where user_id = ?`, [true, readerId]],
  ];
  for (let c = 1; c <= COURSES; c++) {
    rows.push([
      `insert into courses (id, title, search_title, description, category, is_active, position, module_count, lesson_count, created_at, updated_at, published_at)
       values (?, ?, ?, 'Curso do benchmark', 'marketing', ?, ?, 1, 1, ?, ?, ?)`,
      [100_000 + c, `Gestão de Tráfego ${c}`, `gestao de trafego ${c}`, true, 100_000 + c, now, now, now],
    ]);
    rows.push([
      `insert into course_modules (id, course_id, title, position) values (?, ?, 'Módulo único', 0)`,
      [100_000 + c, 100_000 + c],
    ]);
    rows.push([
      `insert into course_lessons (id, module_id, course_id, title, search_title, duration_seconds, position) values (?, ?, ?, 'Aula final', 'aula final', 3600, 0)`,
      [100_000 + c, 100_000 + c, 100_000 + c],
    ]);
  }
  return rows;
}

/** 100,000 certificates of the reader (revoked: their courses are gone), each with its own code; returns some codes. */
function certificateRows(readerId: string, now: string): { codes: string[]; values: unknown[][] } {
  const codes: string[] = [];
  const values: unknown[][] = [];
  for (let i = 0; i < CERTIFICATES; i++) {
    const code = newCertificateCode();
    if (i % 97 === 0) codes.push(code);
    values.push([
      code,
      readerId,
      null,
      'Aluna do Benchmark Conceição',
      `Curso ${i}`,
      7200,
      '',
      'Blivion',
      null,
      now,
      now,
    ]);
  }
  return { codes, values };
}

const CERTIFICATE_INSERT = `insert into course_certificates (code, user_id, course_id, member_name, course_title, total_seconds, certificate_text, academy_name, logo_url, completed_at, issued_at)`;

async function load(kind: 'sqlite' | 'postgres', file: string, databaseUrl: string | undefined, readerId: string) {
  const now = new Date().toISOString();
  const setup = statements(readerId, now);
  const certificates = certificateRows(readerId, now);
  if (kind === 'sqlite') {
    const db = openSqlite(file);
    db.transaction(() => {
      for (const [sql, params] of setup) db.prepare(sql).run(...params.map((p) => (p === true ? 1 : p)));
      const insert = db.prepare(`${CERTIFICATE_INSERT} values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      for (const row of certificates.values) insert.run(...row);
    })();
    db.close();
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      for (const [sql, params] of setup) {
        let n = 0;
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        );
      }
      for (let i = 0; i < certificates.values.length; i += 1000) {
        const batch = certificates.values.slice(i, i + 1000);
        const placeholders = batch.map(
          (_, r) => `(${Array.from({ length: 11 }, (_, k) => `$${r * 11 + k + 1}`).join(', ')})`,
        );
        await client.query(`${CERTIFICATE_INSERT} values ${placeholders.join(', ')}`, batch.flat());
      }
      await client.query(`select setval(pg_get_serial_sequence('courses', 'id'), 200000)`);
      await client.query('commit');
    } finally {
      await client.end();
    }
  }
  return certificates.codes;
}

async function measure(context: BenchContext, kind: 'sqlite' | 'postgres'): Promise<Row[]> {
  const dataDir = path.join(context.tmp, `certificates-${kind}`);
  mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const name = `blivion_bench_certificates_${randomBytes(4).toString('hex')}`;
    await admin(context.postgresUrl!, `create database ${name}`);
    databaseUrl = siblingDatabase(context.postgresUrl!, name);
    context.onFinish(() => admin(context.postgresUrl!, `drop database if exists ${name} with (force)`));
  }
  const options = { root: context.root, dataDir, ...(databaseUrl ? { databaseUrl } : {}) };
  let server = await startServer(options);
  let reader;
  try {
    reader = await signUp(server.origin, 'Aluna do Benchmark Conceição', 'aluna@certificados.bench.test');
  } finally {
    await server.stop();
  }
  context.log(
    `${kind}: loading ${COURSES} one-lesson courses and ${CERTIFICATES.toLocaleString('en-US')} certificates`,
  );
  const codes = await load(kind, path.join(dataDir, 'blivion.db'), databaseUrl, reader.userId);
  server = await startServer(options);
  try {
    const cases: Case[] = [
      {
        label: 'completing a course’s last lesson: certificate issued, PDF made (A4, fonts embedded)',
        request: (i) => ({ method: 'PUT', url: `/api/lessons/${100_001 + i}/completion` }),
      },
      {
        label: `public verification of a code among ${CERTIFICATES.toLocaleString('en-US')} certificates`,
        request: (i) => ({ method: 'GET', url: `/api/public/certificates/${codes[i % codes.length]!}` }),
      },
    ];
    const timings = await time(server.origin, reader.cookie, server.child.pid!, cases, {
      warmUp: WARM_UP,
      rounds: ROUNDS,
      perRound: PER_ROUND,
    });
    const db = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    return [
      p95Row(`${db}: ${cases[0]!.label}, p95`, timings[0]!, 300),
      p95Row(`${db}: ${cases[1]!.label}, p95`, timings[1]!, 20),
    ];
  } finally {
    await server.stop();
  }
}

export const courseCertificates: Benchmark = {
  id: 'course-certificates',
  item: 14,
  title: 'Course certificates (issue 32)',
  async run(context) {
    const rows = await measure(context, 'sqlite');
    if (context.postgresUrl) rows.push(...(await measure(context, 'postgres')));
    return rows;
  },
};
