import { translate } from '@blivion/shared';
import type { CertificateLines } from './certificate-pdf.js';

type Overrides = Record<string, string>;

/** The catalogue's plural form of a count: _zero, _one or _other. */
function counted(key: string, count: number, overrides: Overrides): string {
  const form = count === 0 ? 'zero' : count === 1 ? 'one' : 'other';
  return translate(`${key}_${form}`, { count }, overrides);
}

/** A course's total duration as the certificate says it: '3 horas', '45 minutos', '1 hora e 30 minutos'. */
export function durationText(totalSeconds: number, overrides: Overrides = {}): string {
  const minutesTotal = Math.round(totalSeconds / 60);
  const hours = Math.floor(minutesTotal / 60);
  const minutes = minutesTotal % 60;
  const base = 'courses.learning.certificate';
  if (hours === 0) return counted(`${base}.minutes`, minutes, overrides);
  if (minutes === 0) return counted(`${base}.hours`, hours, overrides);
  return translate(
    `${base}.hoursAndMinutes`,
    { hours: counted(`${base}.hours`, hours, overrides), minutes: counted(`${base}.minutes`, minutes, overrides) },
    overrides,
  );
}

/** '29 de novembro de 2026': the date in Brasília, as Brazilians write it. */
export function certificateDate(at: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(at);
}

/** What the certificate's PDF prints, from its stored snapshot and the catalogue (with the administrators' overrides). */
export function certificateLines(
  row: {
    code: string;
    member_name: string;
    course_title: string;
    total_seconds: number;
    certificate_text: string;
    academy_name: string;
    completed_at: Date;
  },
  verifyUrl: string,
  overrides: Overrides,
): CertificateLines {
  const t = (key: string, vars: Record<string, string | number> = {}) =>
    translate(`courses.learning.certificate.${key}`, vars, overrides);
  const title = t('title');
  return {
    academyName: row.academy_name,
    title,
    intro: row.certificate_text.trim() === '' ? t('defaultText') : row.certificate_text,
    memberName: row.member_name,
    completedCourse: t('completedCourse'),
    courseTitle: row.course_title,
    details: `${t('totalDuration', { duration: durationText(row.total_seconds, overrides) })}, ${t('completedOn', {
      date: certificateDate(row.completed_at),
    })}`,
    codeLine: t('codeLabel', { code: row.code }),
    verifyLine: t('verifyAt', { url: verifyUrl }),
    documentTitle: `${title}: ${row.course_title} (${row.member_name})`,
  };
}
