import type { CertificateVerification } from '@blivion/shared/courses';
import { courses } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import CertificateVerifyPage from './certificate-verify-page';

const texts = courses.learning.verify;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page at /certificados/<code>, the public API answering `status` with `body`. */
function renderAt(code: string, status: number, body: unknown) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/certificados/${code}`]}>
        <Routes>
          <Route path="/certificados/:code" element={<CertificateVerifyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { asked, container: view.container };
}

async function seriousViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const valid: CertificateVerification = {
  code: 'AB12-CD34-EF56-GH78-JK90',
  status: 'valid',
  memberName: 'Conceição Araújo',
  courseTitle: 'Gestão de Tráfego',
  completedAt: '2026-11-29T15:00:00.000Z',
  academyName: 'Blivion',
};

describe("'/certificados/:code'", () => {
  it('shows a valid certificate: the name, course, date and "válido", and nothing else', async () => {
    const { asked, container } = renderAt(valid.code, 200, valid);
    expect(await screen.findByText(texts.valid)).toBeTruthy();
    expect(asked).toEqual([`/api/public/certificates/${valid.code}`]);
    expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeTruthy();
    expect(screen.getByText('Conceição Araújo')).toBeTruthy();
    expect(screen.getByText('Gestão de Tráfego')).toBeTruthy();
    expect(screen.getByText('29 de novembro de 2026')).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says when the course was deleted (revoked), and "não encontrado" for a made-up code', async () => {
    renderAt(valid.code, 200, { ...valid, status: 'revoked' });
    expect(await screen.findByText(texts.revoked)).toBeTruthy();
    cleanup();
    const { container } = renderAt('NAO-EXISTE', 404, {
      error: { code: 'CERTIFICATE_NOT_FOUND', message: 'Certificado não encontrado.' },
    });
    expect(await screen.findByText(texts.notFound)).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
