import type { CreditsSummary, MemberCreditsDetail, Role } from '@blivion/shared';
import type { TestMember } from './factories.js';
import type { TestApp } from './test-app.js';
import { apiClient } from './api-client.js';

/** The credits API as a member or an administrator, for the AI lab's tests. */
export function creditsApi(t: TestApp) {
  const member = apiClient(t, '/api/ai/credits');
  const admin = apiClient(t, '/api/admin/ai/credits');
  return {
    member,
    admin,
    summary: (who: TestMember) => member.ok<CreditsSummary>(member.request(who, 'GET', '/')),
    /** An administrator grants (or removes) credits with a reason. */
    adjust: (staff: TestMember, userId: string, amount: number, kind: 'grant' | 'removal' = 'grant') =>
      admin.ok<MemberCreditsDetail>(
        admin.request(staff, 'POST', `/members/${userId}/adjustments`, { kind, amount, reason: 'Teste' }),
      ),
    setAllowance: (staff: TestMember, role: Role, monthlyCredits: number) =>
      admin.ok(admin.request(staff, 'PUT', `/allowances/${role}`, { monthlyCredits })),
    setCap: (who: TestMember, monthlyCap: number | null) =>
      member.ok<CreditsSummary>(member.request(who, 'PUT', '/cap', { monthlyCap })),
  };
}

/** Milliseconds from the clock's now to the next credit month (00:00 on the 1st, Brasília = 03:00 UTC). */
export function msToNextCreditMonth(now: Date, currentMonth: string): number {
  const [year, month] = currentMonth.split('-').map(Number) as [number, number];
  return Date.UTC(year, month, 1, 3, 0, 0) - now.getTime();
}
