import type {
  CertificateVerification,
  CourseCertificateResponse,
  MemberCertificate,
  MemberCertificates,
} from '@blivion/shared';
import { translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { toDate, toIso } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { notify } from '../../notifications/index.js';
import { textOverrides } from '../../translations/index.js';
import { readPlatformLogo } from '../../platform/index.js';
import { UPLOADS_PREFIX } from '../../uploads/index.js';
import { certificatePdfName, newCertificateCode, normalizeCertificateCode } from './certificate-code.js';
import type { CertificateLogo } from './certificate-pdf.js';
import { renderCertificatePdf } from './certificate-pdf.js';
import { certificateLines } from './certificate-texts.js';
import type { CertificateRow } from './certificates.repository.js';
import * as repo from './certificates.repository.js';

/** What the 'certificate ready' notification is about. */
export const CERTIFICATE_SUBJECT = 'courses.certificate';

/** The public page of a code. */
export const verifyPathOf = (code: string) => `/certificados/${code}`;

function memberView(row: CertificateRow): MemberCertificate {
  return {
    code: row.code,
    courseId: row.course_id === null ? null : String(row.course_id),
    courseTitle: row.course_title,
    totalSeconds: row.total_seconds,
    completedAt: toIso(row.completed_at),
    status: row.course_id === null ? 'revoked' : 'valid',
    pdfUrl: `/api/certificates/${row.code}/pdf`,
    verifyPath: verifyPathOf(row.code),
  };
}

/** The platform logo as the PDF embeds it (PNG or JPEG by their first bytes), or null. */
async function logoOf(app: FastifyInstance, url: string | null): Promise<CertificateLogo | null> {
  if (url === null || !url.startsWith(UPLOADS_PREFIX)) return null;
  const bytes = await app.storage.get(url.slice(UPLOADS_PREFIX.length));
  if (!bytes) return null;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { bytes, type: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { bytes, type: 'jpeg' };
  return null;
}

/** Renders the certificate's PDF from its snapshot and stores it; resolves with the bytes. */
async function makePdf(app: FastifyInstance, row: CertificateRow): Promise<Buffer> {
  const overrides = await textOverrides(app.database.db);
  const lines = certificateLines(
    { ...row, completed_at: toDate(row.completed_at)! },
    `${app.config.publicUrl}${verifyPathOf(row.code)}`,
    overrides,
  );
  const pdf = await renderCertificatePdf(lines, await logoOf(app, row.logo_url));
  await app.storage.put(certificatePdfName(row.code), pdf);
  return pdf;
}

/**
 * Issues the member's certificate of the course when they have completed every lesson of it, the
 * course is active and issues certificates, and they have none yet: one row (the unique member and
 * course make concurrent completions issue one), the notification in the same transaction, then
 * the PDF. Called after the completion has committed, so of two last lessons completed at once the
 * later read sees both. Resolves with the new code, or null when nothing was issued.
 */
export async function issueCertificateIfCompleted(
  app: FastifyInstance,
  userId: string,
  courseId: number,
): Promise<string | null> {
  const db = app.database.db;
  if (await repo.findOfMember(db, userId, courseId)) return null;
  const facts = await repo.issueFacts(db, userId, courseId);
  const { course } = facts;
  if (!course || !course.is_active || !course.certificate_enabled || facts.memberName === null) return null;
  if (facts.lessonCount === 0 || facts.completedCount < facts.lessonCount || facts.lastCompletedAt === null)
    return null;
  const at = app.clock.now();
  const overrides = await textOverrides(db);
  const code = newCertificateCode();
  const issued = await db.transaction().execute(async (trx) => {
    const inserted = await repo.insertOnce(trx, {
      code,
      user_id: userId,
      course_id: courseId,
      member_name: facts.memberName!,
      course_title: course.title,
      total_seconds: facts.totalSeconds,
      certificate_text: course.certificate_text,
      academy_name: translate('common.appName', {}, overrides),
      logo_url: await readPlatformLogo(trx),
      completed_at: toDate(facts.lastCompletedAt as string | Date)!,
      issued_at: at,
    });
    if (!inserted) return false;
    await notify(trx, [userId], {
      kind: 'courses.certificateReady',
      actorId: null,
      subject: { type: CERTIFICATE_SUBJECT, id: code },
      text: 'courses.learning.notifications.certificateReady',
      params: { course: course.title },
      link: `/courses/${courseId}`,
      at,
    });
    return true;
  });
  if (!issued) return null;
  try {
    await makePdf(app, (await repo.findByCode(db, code))!);
  } catch (error) {
    // The download makes it again from the stored snapshot.
    app.log.error({ err: error, code }, 'certificate PDF not made at issue');
  }
  return code;
}

/** GET /api/public/certificates/:code (no sign-in): what the certificate says, or CERTIFICATE_NOT_FOUND. */
export async function verifyCertificate(app: FastifyInstance, code: string): Promise<CertificateVerification> {
  const normalized = normalizeCertificateCode(code);
  const row = normalized === null ? undefined : await repo.findByCode(app.database.db, normalized);
  if (!row) throw new AppError('CERTIFICATE_NOT_FOUND');
  return {
    code: row.code,
    status: row.course_id === null ? 'revoked' : 'valid',
    memberName: row.member_name,
    courseTitle: row.course_title,
    completedAt: toIso(row.completed_at),
    academyName: row.academy_name,
  };
}

/** GET /api/certificates: the member's own certificates. */
export async function memberCertificates(app: FastifyInstance, member: Member): Promise<MemberCertificates> {
  const rows = await repo.listOfMember(app.database.db, member.id);
  return { items: rows.map(memberView) };
}

/** GET /api/courses/:courseId/certificate: whether the course issues certificates, and the member's. */
export async function courseCertificate(
  app: FastifyInstance,
  member: Member,
  course: { id: number; certificate_enabled: boolean | number },
): Promise<CourseCertificateResponse> {
  const row = await repo.findOfMember(app.database.db, member.id, course.id);
  return { enabled: Boolean(course.certificate_enabled), certificate: row ? memberView(row) : null };
}

/**
 * GET /api/certificates/:code/pdf: the PDF, for the member it was issued to (anyone else, and a
 * revoked certificate, is not found). The stored file, or made again from the snapshot.
 */
export async function certificatePdf(
  app: FastifyInstance,
  member: Member,
  code: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const normalized = normalizeCertificateCode(code);
  const row = normalized === null ? undefined : await repo.findByCode(app.database.db, normalized);
  if (!row || row.user_id !== member.id || row.course_id === null) throw new AppError('CERTIFICATE_NOT_FOUND');
  const pdf = (await app.storage.get(certificatePdfName(row.code))) ?? (await makePdf(app, row));
  const title = translate('courses.learning.certificate.title', {}, await textOverrides(app.database.db));
  return { pdf, fileName: `${title} - ${row.course_title}.pdf` };
}

/** The stored PDFs of a course's certificates, to remove once the course is deleted. */
export async function certificateFilesOfCourse(app: FastifyInstance, courseId: number): Promise<string[]> {
  return (await repo.codesOfCourse(app.database.db, courseId)).map(certificatePdfName);
}
