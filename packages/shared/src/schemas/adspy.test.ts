import { describe, expect, it } from 'vitest';
import { adLibraryLinkOf, keywordLibraryLink, pageLibraryLink } from './adspy-links.js';
import { adSearchQuerySchema, comparisonQuerySchema, createCompetitorSchema, manualCountSchema } from './adspy.js';

function issueKeys(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe('AdSpy requests', () => {
  it('reads a page id or keywords from an Ad Library link, and nothing from other links', () => {
    expect(adLibraryLinkOf('https://www.facebook.com/ads/library/?active_status=all&view_all_page_id=123456')).toEqual({
      pageId: '123456',
      searchTerms: null,
    });
    expect(adLibraryLinkOf(keywordLibraryLink('Loja Azul'))).toEqual({ pageId: null, searchTerms: 'Loja Azul' });
    expect(adLibraryLinkOf(pageLibraryLink('42'))?.pageId).toBe('42');
    expect(adLibraryLinkOf('http://www.facebook.com/ads/library/?view_all_page_id=1')).toBeNull();
    expect(adLibraryLinkOf('https://evil.example/ads/library/?view_all_page_id=1')).toBeNull();
    expect(adLibraryLinkOf('https://www.facebook.com/profile.php?id=1')).toBeNull();
    expect(adLibraryLinkOf('não é um link')).toBeNull();
  });

  it('requires a competitor name and an integer count from 0, with the catalogue keys', () => {
    expect(issueKeys(createCompetitorSchema.safeParse({ name: '  ' }))).toEqual(['adSpy.validation.nameRequired']);
    expect(issueKeys(createCompetitorSchema.safeParse({ name: 'A', adCount: 1.5 }))).toEqual([
      'adSpy.validation.countInvalid',
    ]);
    expect(issueKeys(createCompetitorSchema.safeParse({ name: 'A', adCount: -1 }))).toEqual([
      'adSpy.validation.countInvalid',
    ]);
    expect(issueKeys(createCompetitorSchema.safeParse({ name: 'A', adLibraryUrl: 'https://x.com' }))).toEqual([
      'adSpy.validation.linkInvalid',
    ]);
    expect(createCompetitorSchema.parse({ name: ' Loja ', industry: '', adLibraryUrl: '', pageId: '' })).toEqual({
      name: 'Loja',
      industry: null,
      adLibraryUrl: null,
      pageId: null,
      notes: null,
    });
    expect(manualCountSchema.parse({ count: null })).toEqual({ count: null });
    expect(issueKeys(manualCountSchema.safeParse({ count: '3' }))).toEqual(['adSpy.validation.countInvalid']);
  });

  it('takes 2 to 10 competitor ids and a period of 30, 90 or 180 days', () => {
    expect(comparisonQuerySchema.parse({ ids: '1,2,2', days: '90' })).toEqual({ ids: ['1', '2'], days: 90 });
    expect(comparisonQuerySchema.parse({ ids: '1,99999999999' }).ids).toEqual(['1', '0']);
    expect(issueKeys(comparisonQuerySchema.safeParse({ ids: '1' }))).toEqual(['adSpy.validation.comparisonIds']);
    expect(issueKeys(comparisonQuerySchema.safeParse({ ids: '1,x' }))).toEqual(['adSpy.validation.comparisonIds']);
    expect(issueKeys(comparisonQuerySchema.safeParse({ ids: '1,2', days: '7' }))).toEqual([
      'adSpy.validation.periodInvalid',
    ]);
  });

  it('defaults the library search to active ads of every country and checks dates and cursors', () => {
    expect(adSearchQuerySchema.parse({ q: 'tênis', country: 'br' })).toMatchObject({
      q: 'tênis',
      country: 'BR',
      status: 'active',
      mediaType: 'all',
    });
    expect(adSearchQuerySchema.parse({}).country).toBe('ALL');
    expect(issueKeys(adSearchQuerySchema.safeParse({ dateFrom: '2026-02-30' }))).toEqual([
      'adSpy.validation.dateInvalid',
    ]);
    expect(issueKeys(adSearchQuerySchema.safeParse({ dateFrom: '2026-03-02', dateTo: '2026-03-01' }))).toEqual([
      'adSpy.validation.dateRange',
    ]);
    expect(issueKeys(adSearchQuerySchema.safeParse({ after: 'a b' }))).toEqual(['adSpy.validation.cursorInvalid']);
  });
});
