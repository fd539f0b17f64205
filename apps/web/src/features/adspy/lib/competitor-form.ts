import { adLibraryLinkOf, isPageId } from '@blivion/shared/adspy';
import { z } from 'zod';

/**
 * The 'Adicionar concorrente' form: what createCompetitorSchema requires, with its messages, the
 * count as typed (a text) and the link field taking a page id too. The lengths and the count's
 * maximum are the server's to check (its field errors land on these fields): importing the limits
 * would put them in the chunk every page loads.
 */
export const competitorFormSchema = z.object({
  name: z.string().trim().min(1, 'adSpy.validation.nameRequired'),
  industry: z.string().trim(),
  adLibraryUrl: z.string().trim(),
  notes: z.string().trim(),
  adCount: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{1,7}$/.test(value), 'adSpy.validation.countInvalid'),
});
export type CompetitorFormValues = z.infer<typeof competitorFormSchema>;

/** An Ad Library address (facebook.com/ads/library) or a page id alone. */
export function isAdLibraryLink(value: string): boolean {
  return isPageId(value) || adLibraryLinkOf(value) !== null;
}
