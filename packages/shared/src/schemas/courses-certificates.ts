import { z } from 'zod';
import { COURSE_CERTIFICATE_CODE_MAX, COURSE_CERTIFICATE_TEXT_MAX } from '../limits.js';
import { textField } from './fields.js';

/**
 * Certificates of completion (issue 32, decision 0087). Messages are catalogue keys of the section
 * `courses`.
 */

/** The text above the member's name; '' prints the catalogue's default ('Certificamos que'). */
export const certificateTextField = textField('courses.learning.validation.certificateTextTooLong')
  .trim()
  .max(COURSE_CERTIFICATE_TEXT_MAX, 'courses.learning.validation.certificateTextTooLong');

/** A code as typed or linked: any text up to the limit; one that names no certificate is not found. */
export const certificateCodeParamsSchema = z.object({
  code: textField('courses.learning.validation.certificateCodeInvalid')
    .trim()
    .min(1, 'courses.learning.validation.certificateCodeInvalid')
    .max(COURSE_CERTIFICATE_CODE_MAX, 'courses.learning.validation.certificateCodeInvalid'),
});

/** GET /api/public/certificates/:code (no sign-in): only what the printed certificate says. */
export const certificateVerificationSchema = z.object({
  code: z.string(),
  /** 'revoked' once the course was deleted. */
  status: z.enum(['valid', 'revoked']),
  memberName: z.string(),
  courseTitle: z.string(),
  /** ISO 8601: when the member completed the last lesson. */
  completedAt: z.string(),
  academyName: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** One of the member's own certificates. */
export const memberCertificateSchema = z.object({
  code: z.string(),
  /** Null once the course was deleted (the certificate is then revoked). */
  courseId: z.string().nullable(),
  courseTitle: z.string(),
  totalSeconds: z.number().int(),
  completedAt: z.string(),
  status: z.enum(['valid', 'revoked']),
  /** GET: the PDF (A4 landscape), for its owner. */
  pdfUrl: z.string(),
  /** The public page's path, '/certificados/<code>'. */
  verifyPath: z.string(),
});
export type MemberCertificate = z.infer<typeof memberCertificateSchema>;

/** GET /api/certificates: the member's certificates, newest first. */
export const memberCertificatesSchema = z.object({ items: z.array(memberCertificateSchema) });
export type MemberCertificates = z.infer<typeof memberCertificatesSchema>;

/** GET /api/courses/:courseId/certificate: the member's certificate of the course, or null. */
export const courseCertificateResponseSchema = z.object({
  /** Whether the course issues certificates (admins' choice). */
  enabled: z.boolean(),
  certificate: memberCertificateSchema.nullable(),
});
export type CourseCertificateResponse = z.infer<typeof courseCertificateResponseSchema>;
