import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RecordFile } from './decision-records.js';
import { MENTION, checkDecisionRecords, linksOfStatus, mentionsOf } from './decision-records.js';

const folder = path.resolve(import.meta.dirname, '../docs/decisions');

async function repositoryRecords(): Promise<RecordFile[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(path.join(folder, name), 'utf8') })));
}

function record(number: string, title: string, status: string, body = 'What was decided, see 0001.'): RecordFile {
  const text = [
    `# ${number}. ${title}`,
    '',
    'Date: 2026-11-29',
    '',
    `Status: ${status}`,
    '',
    '## Context',
    'Why.',
    '',
    '## Decision',
    body,
    '',
    '## Consequences',
    '- What follows.',
    '',
  ].join('\n');
  return { name: `${number}-${title.toLowerCase().replaceAll(' ', '-')}.md`, text };
}

/** Four records that keep every rule: 0003 amends 0001, 0002 is a number not used. */
function validSet(): RecordFile[] {
  return [
    record('0001', 'First choice', 'Amended by 0003 (why)', 'The first decision.'),
    record('0002', 'Number not used', 'Not used', 'Nothing was decided under this number.'),
    record('0003', 'Second choice', 'Accepted; amends 0001 (why)', 'Changes part of 0001.'),
    record('0004', 'Third choice', 'Accepted', 'Builds on 0001 and 0003.'),
  ];
}

function changed(files: RecordFile[], name: string, change: (text: string) => string): RecordFile[] {
  return files.map((file) => (file.name.startsWith(name) ? { ...file, text: change(file.text) } : file));
}

describe('decision records (docs/decisions)', () => {
  it('every record has its title, Date, Status, Context, Decision and Consequences; numbers and links hold', async () => {
    const records = await repositoryRecords();
    expect(records.length).toBeGreaterThan(60);
    expect(checkDecisionRecords(records)).toEqual([]);
  });

  it('the mention pattern covers every record number in use (0000–0199: widen it before record 0200)', async () => {
    for (const { name } of await repositoryRecords()) {
      if (name === 'README.md') continue;
      expect(mentionsOf(`see ${name.slice(0, 4)}.`), name).toEqual([Number(name.slice(0, 4))]);
    }
    expect(MENTION.flags).toContain('g');
  });
});

describe('the records check', () => {
  it('passes a set that keeps every rule', () => {
    expect(checkDecisionRecords(validSet())).toEqual([]);
  });

  // [what is broken, the record changed, the text replaced, its replacement, what the check says]
  const broken: [string, string, string | RegExp, string, string][] = [
    ['a title without "NNNN."', '0004', '# 0004. ', '# 0004 ', 'the first line must be the title'],
    ["a title whose number is not the file's", '0004', '# 0004. ', '# 0005. ', "is not the file's"],
    ['no Date line', '0004', 'Date: 2026-11-29\n\n', '', 'line 3 must be "Date: YYYY-MM-DD"'],
    ['a date that is no calendar day', '0004', '2026-11-29', '2026-02-30', 'is not a calendar date'],
    ['no Status line', '0004', 'Status: Accepted\n\n', '', 'line 5 must be "Status: "'],
    ['a Status of no known kind', '0004', 'Status: Accepted', 'Status: Done', 'line 5 must be'],
    ['no Consequences', '0004', /## Consequences[\s\S]*$/, '', 'needs one "## Consequences"'],
    ['an empty Consequences', '0004', '- What follows.', '', '"## Consequences" is empty'],
    ['no Context', '0004', '## Context\n', '', '"## Context" must follow the Status line'],
    ['a mention of a number no record has', '0004', 'and 0003', 'and 0099', 'mentions 0099, which is no record'],
    ['a mention of the number not used', '0004', 'and 0003', 'and 0002', 'mentions 0002, a number not used'],
    [
      'a link declared by the later record only',
      '0001',
      'Amended by 0003 (why)',
      'Accepted',
      '0001\'s must say "Amended by 0003"',
    ],
    ['a link declared by the earlier record only', '0003', '; amends 0001 (why)', '', "0003's must say it amends 0001"],
    ['a link of the wrong kind', '0003', 'amends 0001', 'supersedes 0001', '0001\'s must say "Superseded by 0003"'],
  ];
  it.each(broken)('fails on %s', (_case, name, text, replacement, message) => {
    const problems = checkDecisionRecords(changed(validSet(), name, (t) => t.replace(text, replacement)));
    expect(problems.join('\n')).toContain(message);
  });

  it('fails on sections out of order', () => {
    const swap = (t: string) =>
      t.replace('## Decision', '@').replace('## Consequences', '## Decision').replace('@', '## Consequences');
    const problems = checkDecisionRecords(changed(validSet(), '0004', swap));
    expect(problems).toContain('0004-third-choice.md: "## Consequences" must come after the sections before it');
  });

  it('fails on a gap, a duplicate number and a file not named NNNN-slug.md', () => {
    const files = validSet();
    const gap = files.filter((file) => !file.name.startsWith('0002'));
    expect(checkDecisionRecords(gap)).toContain(
      '0002: no record has this number (a skipped number gets a record, Status: Not used)',
    );
    const duplicate = [...files, record('0004', 'Another choice', 'Accepted')];
    expect(checkDecisionRecords(duplicate).join('\n')).toContain("number 0004 is also 0004-third-choice.md's");
    const misnamed = [...files, { ...record('0005', 'Fourth', 'Accepted'), name: '0005_Fourth.md' }];
    expect(checkDecisionRecords(misnamed).join('\n')).toContain(
      "0005_Fourth.md: a record's file is named NNNN-slug.md",
    );
  });
});

describe('reading a Status line and a text', () => {
  it('reads both directions of a link, ranges, reasons in brackets and a possessive', () => {
    expect(linksOfStatus(16, 'Status: Amended by 0048 (why), 0056 (why) and 0060; amends 0008')).toEqual([
      { from: 48, to: 16, kind: 'amends' },
      { from: 56, to: 16, kind: 'amends' },
      { from: 60, to: 16, kind: 'amends' },
      { from: 16, to: 8, kind: 'amends' },
    ]);
    expect(linksOfStatus(6, 'Status: Superseded by 0020–0022')).toEqual([
      { from: 20, to: 6, kind: 'supersedes' },
      { from: 21, to: 6, kind: 'supersedes' },
      { from: 22, to: 6, kind: 'supersedes' },
    ]);
    expect(linksOfStatus(65, "Status: Accepted. Supersedes 0001's runtime (why)")).toEqual([
      { from: 65, to: 1, kind: 'supersedes' },
    ]);
    expect(linksOfStatus(23, 'Status: Accepted; supersedes 0006 in part (split out of it)')).toEqual([
      { from: 23, to: 6, kind: 'supersedes' },
    ]);
  });

  it('takes record numbers, not a code point, a file mode, a migration name, a decimal or a year', () => {
    const text =
      'U+0000, mode 0600, `20261124-0045-x`, 0.0019 s, 2026, decision 0012, (0021), 0030–0032, 0003-forum, 0046.';
    expect(mentionsOf(text)).toEqual([12, 21, 30, 31, 32, 3, 46]);
  });
});
