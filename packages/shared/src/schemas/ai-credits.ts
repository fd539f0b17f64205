import { z } from 'zod';
import {
  AI_CREDIT_REASON_MAX,
  AI_CREDITS_MAX,
  AI_CREDITS_PAGE_MAX,
  AI_CREDITS_PAGE_SIZE,
  AI_CREDITS_SEARCH_MAX,
} from '../limits-ai.js';
import { ROLES } from '../permissions.js';
import { textField } from './fields.js';

/** A number of credits a request names: a whole number from 0 (or 1) up to AI_CREDITS_MAX. */
function creditsField(min: 0 | 1) {
  return z
    .number('aiLab.credits.validation.amountInvalid')
    .int('aiLab.credits.validation.amountInvalid')
    .min(min, 'aiLab.credits.validation.amountInvalid')
    .max(AI_CREDITS_MAX, 'aiLab.credits.validation.amountTooLarge');
}

const cursorField = textField().max(1024, 'validation.cursorInvalid').optional();

/** GET /api/ai/credits: the member's balance, what open replies hold, the cap and the month's allowance. */
export const creditsSummarySchema = z.object({
  /** Credits on the balance, holds included. */
  balance: z.number().int().nonnegative(),
  /** Reserved by replies in progress. */
  held: z.number().int().nonnegative(),
  /** What a new reply may reserve: balance minus holds. */
  available: z.number().int().nonnegative(),
  /** The month the figures below count, 'yyyy-mm' in the academy's time zone. */
  month: z.string(),
  /** Credits spent by replies this month. */
  spentThisMonth: z.number().int().nonnegative(),
  /** The member's own monthly spending cap; null for none. */
  monthlyCap: z.number().int().nonnegative().nullable(),
  /** The monthly allowance of the member's role, and whether this month's was granted. */
  allowance: z.object({ monthlyCredits: z.number().int().nonnegative(), grantedThisMonth: z.boolean() }),
});
export type CreditsSummary = z.infer<typeof creditsSummarySchema>;

export const CREDIT_ENTRY_KINDS = ['grant', 'removal', 'allowance', 'usage'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** One change of a balance, newest first in the history. `amount` is negative for removals and usage. */
export const creditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  amount: z.number().int(),
  balanceAfter: z.number().int().nonnegative(),
  /** The administrator's reason (grants and removals). */
  reason: z.string().nullable(),
  /** Who granted or removed; null for the allowance, usage, or a deleted account. */
  actorName: z.string().nullable(),
  modelName: z.string().nullable(),
  inputTokens: z.number().int().nonnegative().nullable(),
  outputTokens: z.number().int().nonnegative().nullable(),
  conversationId: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

export const creditEntriesPageSchema = z.object({
  items: z.array(creditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type CreditEntriesPage = z.infer<typeof creditEntriesPageSchema>;

export const creditEntriesQuerySchema = z.object({
  cursor: cursorField,
  limit: z.coerce.number().int().min(1).max(AI_CREDITS_PAGE_MAX).default(AI_CREDITS_PAGE_SIZE),
});

/** PUT /api/ai/credits/cap: the member's own monthly spending cap, or null to remove it. */
export const creditCapBodySchema = z.strictObject({ monthlyCap: creditsField(0).nullable() });
export type CreditCapBody = z.infer<typeof creditCapBodySchema>;

/** POST /api/admin/ai/credits/members/:id/adjustments: an administrator grants or removes credits. */
export const creditAdjustmentBodySchema = z.strictObject({
  kind: z.enum(['grant', 'removal'], 'aiLab.credits.validation.kindInvalid'),
  amount: creditsField(1),
  reason: textField('aiLab.credits.validation.reasonRequired')
    .trim()
    .min(1, 'aiLab.credits.validation.reasonRequired')
    .max(AI_CREDIT_REASON_MAX, 'aiLab.credits.validation.reasonTooLong'),
});
export type CreditAdjustmentBody = z.infer<typeof creditAdjustmentBodySchema>;

/** The monthly allowance of each role. */
export const creditAllowancesSchema = z.object({
  items: z.array(z.object({ role: z.enum(ROLES), monthlyCredits: z.number().int().nonnegative() })),
});
export type CreditAllowances = z.infer<typeof creditAllowancesSchema>;

export const creditAllowanceParamsSchema = z.object({
  role: z.enum(ROLES, 'aiLab.credits.validation.roleInvalid'),
});
export const creditAllowanceBodySchema = z.strictObject({ monthlyCredits: creditsField(0) });
export type CreditAllowanceBody = z.infer<typeof creditAllowanceBodySchema>;

/** Usage per member (admin): balance and this month's spending of each member, by name. */
export const memberCreditsSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  balance: z.number().int().nonnegative(),
  held: z.number().int().nonnegative(),
  spentThisMonth: z.number().int().nonnegative(),
  monthlyCap: z.number().int().nonnegative().nullable(),
});
export type MemberCredits = z.infer<typeof memberCreditsSchema>;

export const memberCreditsPageSchema = z.object({
  items: z.array(memberCreditsSchema),
  nextCursor: z.string().nullable(),
  month: z.string(),
});
export type MemberCreditsPage = z.infer<typeof memberCreditsPageSchema>;

export const memberCreditsQuerySchema = z.object({
  cursor: cursorField,
  limit: z.coerce.number().int().min(1).max(AI_CREDITS_PAGE_MAX).default(AI_CREDITS_PAGE_SIZE),
  /** Part of the name or e-mail. */
  q: textField().trim().max(AI_CREDITS_SEARCH_MAX, 'aiLab.credits.validation.searchTooLong').optional(),
});

export const creditMemberParamsSchema = z.object({ id: textField().min(1).max(128) });

/** One member's figures and history, as the administrator opens them. */
export const memberCreditsDetailSchema = z.object({ member: memberCreditsSchema, month: z.string() });
export type MemberCreditsDetail = z.infer<typeof memberCreditsDetailSchema>;
