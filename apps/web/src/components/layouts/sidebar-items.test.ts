import type { MeResponse } from '@blivion/shared/me';
import { describe, expect, it } from 'vitest';
import { sidebarItemsFor } from './sidebar-items';

const me = (role: MeResponse['user']['role'], aiLab: boolean) =>
  ({
    user: { role },
    permissions: { forum: true, courses: true, aiLab, adSpy: false },
    features: { adSpyEnabled: false },
  }) as unknown as MeResponse;
const aiLabLink = (member: MeResponse) =>
  sidebarItemsFor(member).find((item) => item.labelKey === 'shell.sidebar.aiLab')?.to;

describe('the sidebar’s AI Lab entry', () => {
  it("opens 'Configurações de IA' for staff whose own AI lab is off, the lab for everyone else", () => {
    expect(aiLabLink(me('admin', false))).toBe('/ai-lab/settings');
    expect(aiLabLink(me('master', false))).toBe('/ai-lab/settings');
    expect(aiLabLink(me('admin', true))).toBe('/ai-lab');
    expect(aiLabLink(me('free', false))).toBe('/ai-lab');
    expect(aiLabLink(me('premium', true))).toBe('/ai-lab');
  });
});

describe("the sidebar's administration", () => {
  it("is one 'Administração' entry for staff, none for members", () => {
    const admin = (member: MeResponse) => sidebarItemsFor(member).filter((item) => item.to.startsWith('/admin'));
    expect(admin(me('admin', true)).map((item) => item.labelKey)).toEqual(['shell.sidebar.admin']);
    expect(admin(me('master', false)).map((item) => item.to)).toEqual(['/admin/usuarios']);
    expect(admin(me('premium', true))).toEqual([]);
    expect(admin(me('free', false))).toEqual([]);
  });
});
