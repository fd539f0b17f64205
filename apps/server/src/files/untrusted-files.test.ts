import { inflateSync } from 'node:zlib';
import { AI_PDF_PAGES_MAX, errorText } from '@blivion/shared';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { ParseStopped, prestartParserWorker, runParser } from './parser-pool.js';
import { pdfBytes } from './test-pdfs.js';
import { deflateBomb, pdfBomb } from './test-bombs.js';
import { cutText, inspectFile } from './untrusted-files.js';

const MiB = 1024 * 1024;
const log = pino({ level: 'silent' });
const unreadable = () => new AppError('AI_FILE_UNREADABLE');
const pdfText = { pagesMax: AI_PDF_PAGES_MAX, charsMax: 200_000 };

/** The reason a refused parse gives, or 'accepted'. */
async function outcomeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? error.code : error instanceof ParseStopped ? error.reason : String(error);
  }
}

describe('untrusted files, parsed in a worker', () => {
  it("reads a PDF's text, at most pagesMax pages, and says the rest was left out", async () => {
    const pages = Array.from({ length: AI_PDF_PAGES_MAX + 20 }, (_, i) => [`pagina ${i + 1}`]);
    const read = await inspectFile(pdfBytes(pages), { pdfText, log, unreadable });
    expect(read.mime).toBe('application/pdf');
    expect(read.pdf).toMatchObject({ pageCount: AI_PDF_PAGES_MAX + 20, truncated: true });
    expect(read.pdf!.text.endsWith(`pagina ${AI_PDF_PAGES_MAX}`)).toBe(true);
  });

  it('reads a long PDF on another thread than the one that answers requests', async () => {
    const line = 'Relatório trimestral de vendas com números e observações sobre o mercado';
    const data = pdfBytes(Array.from({ length: 150 }, () => Array.from({ length: 30 }, () => line)));
    await prestartParserWorker();
    const thisThread = process.threadCpuUsage();
    const wholeProcess = process.cpuUsage();
    expect((await inspectFile(data, { pdfText, log, unreadable })).pdf!.pageCount).toBe(150);
    const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
    const here = cpuMs(process.threadCpuUsage(thisThread));
    const everywhere = cpuMs(process.cpuUsage(wholeProcess));
    // CPU time, not wall time: the same on a fast machine and a loaded one. Read on this thread,
    // the PDF cost it nearly all of the process's time (PDF.js reads it in about a second).
    expect(here).toBeLessThan(everywhere / 4);
  });

  it('refuses a PDF whose one stream inflates to 600 MiB within 2 s, and gives the memory back', async () => {
    const bomb = pdfBomb(600);
    expect(bomb.length).toBeLessThan(700 * 1024);
    // It is a real bomb: zlib itself stops it past 64 MiB.
    expect(() => inflateSync(deflateBomb(600), { maxOutputLength: 64 * MiB })).toThrow(RangeError);
    // An ordinary PDF's read in the same run, as the measure of what this machine gives now.
    await prestartParserWorker();
    let started = performance.now();
    await inspectFile(pdfBytes([['Olá']]), { pdfText, log, unreadable });
    const ordinary = performance.now() - started;
    await prestartParserWorker();
    const rssBefore = process.memoryUsage().rss;
    started = performance.now();
    const outcome = await outcomeOf(inspectFile(bomb, { pdfText, log, unreadable }));
    const elapsed = performance.now() - started;
    expect(outcome).toBe('FILE_TOO_COMPLEX');
    expect(elapsed).toBeLessThan(ordinary + 2000);
    await prestartParserWorker();
    expect((process.memoryUsage().rss - rssBefore) / MiB).toBeLessThan(50);
  });

  it('kills a parse past its deadline, and one past its memory, whatever the file', async () => {
    const data = pdfBytes(Array.from({ length: 300 }, (_, i) => [`pagina ${i + 1}`]));
    const copy = () => new Uint8Array(data);
    const slow = runParser(
      'inspect',
      { data: copy(), pdfText },
      { limits: { deadlineMs: 50, memoryBytes: 512 * MiB } },
    );
    expect(await outcomeOf(slow)).toBe('time');
    const big = runParser(
      'inspect',
      { data: copy(), pdfText },
      { limits: { deadlineMs: 20_000, memoryBytes: 1 * MiB } },
    );
    expect(await outcomeOf(big)).toBe('memory');
  });

  it('gives the refusal in Portuguese', async () => {
    const error = await inspectFile(pdfBomb(300), { pdfText, log, unreadable }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    expect((error as AppError).message).toBe(errorText('FILE_TOO_COMPLEX'));
    expect((error as AppError).message).toMatch(/memória ou tempo demais/);
  });

  it('cuts a long text at the limit without splitting a character', () => {
    const emoji = '😀';
    const text = 'a'.repeat(99) + emoji + 'fim';
    expect(cutText(text, 100)).toEqual({ text: 'a'.repeat(99), truncated: true });
    expect(cutText('curto', 100)).toEqual({ text: 'curto', truncated: false });
  });
});
