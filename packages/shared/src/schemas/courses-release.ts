import { z } from 'zod';
import { COURSE_RELEASE_DAYS_MAX } from '../limits.js';

/**
 * Release schedules ('Liberação programada', issue 32, decision 0089): when a module opens for a
 * member. Dates are calendar days in Brasília ('YYYY-MM-DD'); a module opens at 00:00 there.
 */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day 'YYYY-MM-DD' (not 2026-02-30). */
export const calendarDayField = (key: string) =>
  z
    .string({ error: key })
    .regex(DAY_PATTERN, key)
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
    }, key);

/** A module's schedule: at once, N days after the member's access to courses started, or on a date. */
export const moduleReleaseSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('immediate') }),
    z.strictObject({
      kind: z.literal('days'),
      days: z
        .number({ error: 'courses.learning.validation.releaseDaysInvalid' })
        .int('courses.learning.validation.releaseDaysInvalid')
        .min(1, 'courses.learning.validation.releaseDaysInvalid')
        .max(COURSE_RELEASE_DAYS_MAX, 'courses.learning.validation.releaseDaysInvalid'),
    }),
    z.strictObject({
      kind: z.literal('date'),
      date: calendarDayField('courses.learning.validation.releaseDateInvalid'),
    }),
  ],
  { error: 'courses.learning.validation.releaseDateInvalid' },
);
export type ModuleRelease = z.output<typeof moduleReleaseSchema>;

/** GET /api/courses/:courseId/player?previewDate=YYYY-MM-DD: staff see the course as a member who started today would on that day. */
export const coursePlayerQuerySchema = z.object({
  previewDate: calendarDayField('courses.learning.validation.releaseDateInvalid').optional(),
});
