import { describe, expect, it } from 'vitest';
import { tableRows } from './comparison-rows';

const dates = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];

describe("the comparison table's rows", () => {
  it('lists days newest first and folds each run of days without any count into one row', () => {
    const rows = tableRows({
      days: 7,
      dates,
      series: [
        { id: '1', name: 'Zeta', counts: [null, 5, null, null, null, 7, null] },
        { id: '2', name: 'Alfa', counts: [3, null, null, null, null, null, null] },
      ],
    });
    expect(rows.map((row) => (row.kind === 'gap' ? `${row.from.label}–${row.to.label}` : row.row.label))).toEqual([
      '24/11–24/11',
      '23/11',
      '20/11–22/11',
      '19/11',
      '18/11',
    ]);
    expect(rows[1]).toMatchObject({ kind: 'day', row: { c1: 7, c2: null } });
  });
});
