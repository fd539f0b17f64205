import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** A raw e-mail (RFC 5322) taken apart just enough for the tests: decoded headers and decoded text parts. */
export interface ParsedMail {
  headers: Record<string, string>;
  /** Every text part (plain and HTML), transfer encoding undone, joined. */
  body: string;
  raw: string;
}

export function decodeQuotedPrintable(text: string): string {
  const softBreaksRemoved = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i += 1) {
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (softBreaksRemoved[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(softBreaksRemoved[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
export function decodeMimeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeMimeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => {
        const inner = splitHeaders(part.replace(/^\n/, ''));
        return decodeBody(inner.headers, inner.body);
      })
      .join('\n');
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  return { headers, body: decodeBody(headers, body), raw };
}

/** The token of the first `/redefinir-senha?token=` link in a message, with the link itself. */
export function resetLinkIn(mail: ParsedMail): { url: string; token: string } {
  const url = /https?:\/\/[^\s"'<>]+\/redefinir-senha\?token=[^\s"'<>&]+/.exec(mail.body)?.[0];
  if (!url) throw new Error(`no reset link in the message:\n${mail.body}`);
  return { url, token: new URL(url).searchParams.get('token')! };
}

/** Every message written to the local outbox (DATA_DIR/outbox), oldest first. */
export async function readOutbox(outboxDir: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(files.map(async (file) => parseMail(await readFile(path.join(outboxDir, file), 'utf8'))));
}

/** The messages of the outbox addressed to one recipient. */
export async function outboxMessagesTo(outboxDir: string, email: string): Promise<ParsedMail[]> {
  return (await readOutbox(outboxDir)).filter((mail) => (mail.headers.to ?? '').toLowerCase().includes(email));
}
