// Bulk loader for the AdSpy benchmark, never through the HTTP API: 1,000 members with 50 competitors
// each and 180 days of snapshots per competitor (9,000,000 rows less the gaps). On SQLite one
// transaction of prepared statements; on PostgreSQL INSERT ... SELECT over generate_series with the
// same formulas in SQL. The signed-up reader is member 0.
import pg from 'pg';
import { openSqlite } from '../apps/server/src/db/database.js';

export interface AdSpyPlan {
  members: number;
  competitorsPerMember: number;
  days: number;
  /** The UTC day (days since 1970-01-01) of the latest snapshots. */
  today: number;
}

export const ADSPY_PLAN = { members: 1000, competitorsPerMember: 50, days: 180 };

/** A day without a snapshot (a gap) for competitor c, `back` days before today. */
export const isGap = (c: number, back: number) => back > 0 && (c + back) % 17 === 0;
/** The active ads of competitor c, `back` days before today. */
export const countOf = (c: number, back: number) => (c * 7 + back * 3) % 97;

export const memberId = (m: number, readerId: string) =>
  m === 0 ? readerId : `bench-adspy-member-${String(m).padStart(5, '0')}`;

export function expectedSnapshots(p: AdSpyPlan): number {
  let total = 0;
  for (let c = 1; c <= p.members * p.competitorsPerMember; c++)
    for (let back = 0; back < p.days; back++) if (!isGap(c, back)) total++;
  return total;
}

export const TOTALS_SQL = `select (select count(*) from adspy_competitors) as competitors,
  (select count(*) from adspy_snapshots) as snapshots`;

export function loadSqlite(file: string, p: AdSpyPlan, readerId: string, log: (line: string) => void) {
  const db = openSqlite(file, { statistics: false });
  const at = new Date(p.today * 86_400_000 - 400 * 86_400_000).toISOString();
  db.transaction(() => {
    db.prepare("insert or replace into system_settings (key, value) values ('adSpyEnabled', 'true')").run();
    db.prepare("update profiles set role = 'premium' where user_id = ?").run(readerId);
    db.prepare('update user_permissions set ad_spy = 1 where user_id = ?').run(readerId);
    const user = db.prepare(
      'insert into "user" (id, name, email, emailVerified, image, createdAt, updatedAt) values (?, ?, ?, 0, null, ?, ?)',
    );
    const profile = db.prepare(
      "insert into profiles (user_id, role, created_at, updated_at) values (?, 'premium', ?, ?)",
    );
    const permissions = db.prepare(
      'insert into user_permissions (user_id, forum, courses, ai_lab, ad_spy) values (?, 1, 0, 0, 1)',
    );
    const competitor = db.prepare(
      `insert into adspy_competitors (id, user_id, name, industry, ad_library_url, page_id, search_terms, notes,
         created_at, updated_at, latest_day, latest_count, latest_source, last_snapshot_at)
       values (?, ?, ?, 'Moda', ?, ?, null, null, ?, ?, ?, ?, 'api', ?)`,
    );
    const snapshot = db.prepare(
      "insert into adspy_snapshots (competitor_id, day, active_ads, source, error_reason, recorded_at) values (?, ?, ?, 'api', null, ?)",
    );
    for (let m = 0; m < p.members; m++) {
      const id = memberId(m, readerId);
      if (m > 0) {
        user.run(id, `Membro ${m}`, `membro${m}@adspy.bench.test`, at, at);
        profile.run(id, at, at);
        permissions.run(id);
      }
      for (let k = 1; k <= p.competitorsPerMember; k++) {
        const c = m * p.competitorsPerMember + k;
        const pageId = String(100_000 + c);
        const url = `https://www.facebook.com/ads/library/?view_all_page_id=${pageId}`;
        competitor.run(c, id, `Concorrente ${c}`, url, pageId, at, at, p.today, countOf(c, 0), at);
        for (let back = p.days - 1; back >= 0; back--) {
          if (!isGap(c, back)) snapshot.run(c, p.today - back, countOf(c, back), at);
        }
      }
      if ((m + 1) % 200 === 0) log(`  ${m + 1} members with their competitors and snapshots`);
    }
  })();
  db.close();
}

export async function loadPostgres(url: string, p: AdSpyPlan, readerId: string, log: (line: string) => void) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set session_replication_role = replica').catch(() => {});
    await client.query('begin');
    await client.query(
      "insert into system_settings (key, value) values ('adSpyEnabled', 'true') on conflict (key) do update set value = 'true'",
    );
    await client.query("update profiles set role = 'premium' where user_id = $1", [readerId]);
    await client.query('update user_permissions set ad_spy = true where user_id = $1', [readerId]);
    const at = `to_timestamp((${p.today} - 400) * 86400)`;
    const member = `(case when m = 0 then $2::text else 'bench-adspy-member-' || lpad(m::text, 5, '0') end)`;
    await client.query(
      `insert into "user" (id, name, email, "emailVerified", image, "createdAt", "updatedAt")
       select ${member}, 'Membro ' || m, 'membro' || m || '@adspy.bench.test', false, null, ${at}, ${at}
       from generate_series(1, $1::int - 1) as m where $2::text is not null`,
      [p.members, readerId],
    );
    await client.query(
      `insert into profiles (user_id, role, created_at, updated_at)
       select ${member}, 'premium', ${at}, ${at} from generate_series(1, $1::int - 1) as m where $2::text is not null`,
      [p.members, readerId],
    );
    await client.query(
      `insert into user_permissions (user_id, forum, courses, ai_lab, ad_spy)
       select ${member}, true, false, false, true from generate_series(1, $1::int - 1) as m where $2::text is not null`,
      [p.members, readerId],
    );
    await client.query(
      `insert into adspy_competitors (id, user_id, name, industry, ad_library_url, page_id, created_at, updated_at,
         latest_day, latest_count, latest_source, last_snapshot_at)
       select c, (case when m = 0 then $3::text else 'bench-adspy-member-' || lpad(m::text, 5, '0') end),
         'Concorrente ' || c, 'Moda',
         'https://www.facebook.com/ads/library/?view_all_page_id=' || (100000 + c), (100000 + c)::text, ${at}, ${at},
         $4::int, (c * 7) % 97, 'api', ${at}
       from generate_series(0, $1::int - 1) as m, generate_series(1, $2::int) as k, lateral (select m * $2::int + k as c) as x`,
      [p.members, p.competitorsPerMember, readerId, p.today],
    );
    await client.query(
      "select setval(pg_get_serial_sequence('adspy_competitors', 'id'), (select max(id) from adspy_competitors))",
    );
    log('  members and competitors');
    await client.query(
      `insert into adspy_snapshots (competitor_id, day, active_ads, source, error_reason, recorded_at)
       select c, $2::int - back, (c * 7 + back * 3) % 97, 'api', null, ${at}
       from generate_series(1, $1::int) as c, generate_series(0, $3::int - 1) as back
       where not (back > 0 and (c + back) % 17 = 0)
       order by c, back desc`,
      [p.members * p.competitorsPerMember, p.today, p.days],
    );
    await client.query('commit');
    await client.query('analyze');
  } finally {
    await client.end();
  }
}
