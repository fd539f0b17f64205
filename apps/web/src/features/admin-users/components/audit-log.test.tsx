import type { AuditPage } from '@blivion/shared/admin';
import { features } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCatalogueSections } from '@/lib/translations';
import { AuditLog } from './audit-log';

beforeAll(() => addCatalogueSections({ features }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (id: string, action: AuditPage['items'][number]['action'], details: unknown) => ({
  id,
  actorId: 'u1',
  actorName: 'Admin Ana',
  targetId: null,
  targetEmail: null,
  action,
  details,
  createdAt: '2026-11-24T05:00:00.000Z',
});

describe('AuditLog', () => {
  it('names the course of a course entry, and whether it was turned on or off', async () => {
    const page: AuditPage = {
      items: [
        entry('3', 'course.status', {
          courseId: 7,
          title: 'Tráfego Pago',
          before: { active: false },
          after: { active: true },
        }),
        entry('2', 'course.content', { courseId: 7, title: 'Tráfego Pago', after: { modules: 1, lessons: 2 } }),
        entry('1', 'courseVideo.upload', { videoId: 4, name: 'aula.webm' }),
      ],
      nextCursor: null,
    };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(page), { status: 200 }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuditLog />
      </QueryClientProvider>,
    );
    const actions = features.admin.audit.actions;
    expect(await screen.findByText(actions.courseStatus)).toBeTruthy();
    expect(screen.getByText('“Tráfego Pago”, ativado')).toBeTruthy();
    expect(screen.getByText(actions.courseContent)).toBeTruthy();
    expect(screen.getByText('“Tráfego Pago”')).toBeTruthy();
    expect(screen.getByText(actions.courseVideoUpload)).toBeTruthy();
  });

  it("writes a sale's entry as 'Compra aprovada — Hotmart, produto X', the platform as the actor", async () => {
    const sale = {
      ...entry('9', 'sales.purchaseApproved', {
        platform: 'Hotmart',
        product: 'Curso de Tráfego',
        before: { role: 'free', accessExpiration: null },
        after: { role: 'premium', accessExpiration: null },
      }),
      actorId: null,
      actorName: 'Hotmart',
      targetEmail: 'ana@exemplo.test',
    };
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ items: [sale], nextCursor: null }), { status: 200 }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuditLog />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Compra aprovada — Hotmart, produto Curso de Tráfego')).toBeTruthy();
    expect(screen.getByText('Hotmart')).toBeTruthy();
  });
});
