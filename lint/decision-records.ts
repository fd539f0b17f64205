// The rules every decision record in docs/decisions/ keeps (issue 29, section 4), as a pure function
// of the files' names and texts, so that a test can run it on the real folder and on broken copies.
//
// A record is `NNNN-slug.md` and starts:
//
//   # NNNN. Title
//
//   Date: YYYY-MM-DD            (optionally followed by ` (later changes: YYYY-MM-DD)`)
//
//   Status: Accepted | Amended by NNNN | Superseded by NNNN | Not used   (then any detail)
//
//   ## Context
//
// and has `## Context`, `## Decision` and `## Consequences`, once each, in that order, none empty.
// Numbers run from 0001 with no gap and no duplicate; a number never used keeps a record saying so
// (Status: Not used). Every number a record mentions is a record that exists and is used. Links
// between records are written on both sides, in their Status lines: "Amended by 0060" on the earlier
// one and "amends 0016" on the later one (likewise "Superseded by" and "supersedes").

export interface RecordFile {
  /** The file's name inside docs/decisions/, e.g. `0042-ai-files.md`. */
  name: string;
  text: string;
}

export type LinkKind = 'amends' | 'supersedes';

/** A later record amending or superseding an earlier one, as one side's Status line declares it. */
export interface Link {
  from: number;
  to: number;
  kind: LinkKind;
}

const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const TITLE = /^# (\d{4})\. \S/;
const DATE_LINE = /^Date: (\d{4}-\d{2}-\d{2})(?: \(.+\))?$/;
const STATUS_LINE = /^Status: (Accepted|Amended by \d{4}|Superseded by \d{4}|Not used)\b/;
const REQUIRED_SECTIONS = ['## Context', '## Decision', '## Consequences'] as const;
/**
 * A mention of a record: a four-digit number from 0001 to 0099 standing alone (not inside a longer
 * number, a decimal, a date's part, `U+0000` or a path). The test checks that every record's own number
 * matches it, so the pattern must be widened before record 0100 is written.
 */
export const MENTION = /(?<![\w.+:#/–-])(0[01]\d\d)(?:\s?[–-]\s?(0[01]\d\d))?(?!\w|\.\d)/g;
/**
 * `amends 0016 and 0056`, `Superseded by 0020–0029`, `supersedes 0001's runtime`, `Amended by 0048
 * (why), 0056 (why) and 0060`: the numbers that follow the words, each with its reason in brackets.
 */
const LINK_PHRASE =
  /\b(amended by|superseded by|amends|supersedes)\s+(\d{4}(?:'s)?(?:\s*\([^)]*\))?(?:\s*(?:,|and|[–-])\s*\d{4}(?:'s)?(?:\s*\([^)]*\))?)*)/gi;

const pad = (number: number) => String(number).padStart(4, '0');

/** The numbers a list such as `0060, 0061 and 0063` or `0020–0029` names, ranges expanded. */
function numbersOf(list: string): number[] {
  const numbers: number[] = [];
  for (const part of list.replace(/\([^)]*\)/g, ' ').split(/\s*(?:,|\band\b)\s*/)) {
    const [first, last] = part.split(/\s*[–-]\s*/).map((piece) => Number.parseInt(piece, 10));
    if (first === undefined || Number.isNaN(first)) continue;
    const end = last === undefined || Number.isNaN(last) ? first : last;
    for (let number = first; number <= end; number++) numbers.push(number);
  }
  return numbers;
}

/** The links a record's Status line declares (record `own` is that record's number). */
export function linksOfStatus(own: number, status: string): Link[] {
  const links: Link[] = [];
  for (const match of status.matchAll(LINK_PHRASE)) {
    const phrase = match[1]!.toLowerCase();
    const kind: LinkKind = phrase.startsWith('amend') ? 'amends' : 'supersedes';
    for (const other of numbersOf(match[2]!)) {
      links.push(phrase.endsWith(' by') ? { from: other, to: own, kind } : { from: own, to: other, kind });
    }
  }
  return links;
}

/** Every record number a text mentions, ranges expanded. */
export function mentionsOf(text: string): number[] {
  const numbers: number[] = [];
  for (const match of text.matchAll(MENTION)) {
    numbers.push(...numbersOf(match[2] ? `${match[1]}–${match[2]}` : match[1]!));
  }
  return numbers;
}

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

interface ParsedRecord {
  number: number;
  name: string;
  lines: string[];
  status: string | null;
}

/** The header's and sections' problems of one record. */
function headerProblems(record: ParsedRecord): string[] {
  const { name, lines, number } = record;
  const problems: string[] = [];
  const title = TITLE.exec(lines[0] ?? '');
  if (!title) problems.push(`${name}: the first line must be the title, "# ${pad(number)}. Title"`);
  else if (Number(title[1]) !== number) problems.push(`${name}: the title's number ${title[1]} is not the file's`);
  const date = DATE_LINE.exec(lines[2] ?? '');
  if (lines[1] !== '' || !date) problems.push(`${name}: line 3 must be "Date: YYYY-MM-DD", after a blank line`);
  else if (!isCalendarDate(date[1]!)) problems.push(`${name}: ${date[1]} is not a calendar date`);
  if (lines[3] !== '' || !STATUS_LINE.test(lines[4] ?? '')) {
    problems.push(
      `${name}: line 5 must be "Status: " and Accepted, Amended by NNNN, Superseded by NNNN or Not used, after a blank line`,
    );
  }
  if (lines[5] !== '' || lines[6] !== '## Context') {
    problems.push(`${name}: "## Context" must follow the Status line, after a blank line`);
  }
  let previous = -1;
  for (const heading of REQUIRED_SECTIONS) {
    const at = lines.flatMap((line, index) => (line === heading ? [index] : []));
    if (at.length !== 1) {
      problems.push(`${name}: needs one "${heading}" section (found ${at.length})`);
      continue;
    }
    const start = at[0]!;
    if (start < previous) problems.push(`${name}: "${heading}" must come after the sections before it`);
    previous = start;
    const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
    const body = lines.slice(start + 1, next === -1 ? undefined : next);
    if (!body.some((line) => line.trim() !== '')) problems.push(`${name}: "${heading}" is empty`);
  }
  return problems;
}

/** Everything wrong with a folder of decision records; an empty list when they keep every rule. */
export function checkDecisionRecords(files: readonly RecordFile[]): string[] {
  const problems: string[] = [];
  const records: ParsedRecord[] = [];
  for (const file of files) {
    if (file.name === 'README.md') continue;
    const named = FILE_NAME.exec(file.name);
    if (!named) {
      problems.push(`${file.name}: a record's file is named NNNN-slug.md (lower-case words and hyphens)`);
      continue;
    }
    const lines = file.text.split(/\r?\n/);
    const status = lines[4]?.startsWith('Status: ') ? lines[4] : null;
    records.push({ number: Number(named[1]), name: file.name, lines, status });
  }
  const byNumber = new Map<number, ParsedRecord>();
  for (const record of records) {
    const other = byNumber.get(record.number);
    if (other) problems.push(`${record.name}: number ${pad(record.number)} is also ${other.name}'s`);
    else byNumber.set(record.number, record);
  }
  const highest = Math.max(0, ...byNumber.keys());
  for (let number = 1; number <= highest; number++) {
    if (!byNumber.has(number)) {
      problems.push(`${pad(number)}: no record has this number (a skipped number gets a record, Status: Not used)`);
    }
  }
  const notUsed = new Set(
    records.filter((record) => record.status?.startsWith('Status: Not used')).map((r) => r.number),
  );
  for (const record of records) {
    problems.push(...headerProblems(record));
    for (const mentioned of new Set(mentionsOf(record.lines.join('\n')))) {
      if (mentioned === record.number) continue;
      if (!byNumber.has(mentioned)) problems.push(`${record.name}: mentions ${pad(mentioned)}, which is no record`);
      else if (notUsed.has(mentioned)) problems.push(`${record.name}: mentions ${pad(mentioned)}, a number not used`);
    }
  }
  problems.push(...linkProblems(records, byNumber));
  return problems;
}

/** Each link must be declared in both records' Status lines, the later record being the one that amends. */
function linkProblems(records: readonly ParsedRecord[], byNumber: ReadonlyMap<number, ParsedRecord>): string[] {
  const problems: string[] = [];
  const declared = new Map<string, { link: Link; by: Set<number> }>();
  for (const record of records) {
    if (!record.status) continue;
    for (const link of linksOfStatus(record.number, record.status)) {
      if (link.from === link.to) {
        problems.push(`${record.name}: its Status links the record to itself`);
        continue;
      }
      const key = `${link.from} ${link.kind} ${link.to}`;
      const entry = declared.get(key) ?? { link, by: new Set<number>() };
      entry.by.add(record.number);
      declared.set(key, entry);
    }
  }
  for (const { link, by } of declared.values()) {
    const verb = link.kind === 'amends' ? 'amends' : 'supersedes';
    const passive = link.kind === 'amends' ? 'Amended by' : 'Superseded by';
    const [from, to] = [pad(link.from), pad(link.to)];
    if (!byNumber.has(link.from) || !byNumber.has(link.to)) continue; // reported as a mention of no record
    if (!by.has(link.to))
      problems.push(`${to}: ${from}'s Status says it ${verb} ${to}; ${to}'s must say "${passive} ${from}"`);
    if (!by.has(link.from))
      problems.push(`${from}: ${to}'s Status says "${passive} ${from}"; ${from}'s must say it ${verb} ${to}`);
  }
  return problems;
}
