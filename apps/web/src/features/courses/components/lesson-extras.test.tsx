import type { CourseCertificateResponse, PlayerLesson } from '@blivion/shared/courses';
import { courses } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { addCatalogueSections } from '@/lib/translations';
import { CourseCongratulations, LessonMaterials, LockedLesson } from './lesson-extras';

addCatalogueSections({ courses });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function seriousViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const lesson: PlayerLesson = {
  id: '11',
  title: 'Aula 1',
  durationSeconds: 60,
  video: { kind: 'none' },
  descriptionHtml: '',
  completed: false,
  positionSeconds: 0,
  locked: false,
  materials: [
    {
      kind: 'file',
      name: 'Planilha de preços 📊.pdf',
      type: 'pdf',
      sizeBytes: 2_621_440,
      url: '/api/lessons/11/materials/5',
    },
    { kind: 'link', label: 'Biblioteca de anúncios', url: 'https://www.facebook.com/ads/library' },
  ],
};

describe('the lesson’s materials, lock and certificate', () => {
  it('lists files to download (name, kind, size) and links that open in a new tab', async () => {
    const { container } = render(<LessonMaterials lesson={lesson} />);
    const file = screen.getByRole('link', { name: 'Baixar Planilha de preços 📊.pdf (PDF, 2,5 MB)' });
    expect(file.getAttribute('href')).toBe('/api/lessons/11/materials/5');
    const link = screen.getByRole('link', { name: 'Biblioteca de anúncios (abre em nova aba)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says when a locked lesson opens', async () => {
    const { container } = render(<LockedLesson availableAt="2026-12-12T03:00:00.000Z" />);
    expect(screen.getByText('Disponível em 12/12')).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("shows 'Parabéns!' with the certificate's PDF and its public page once the course is complete", async () => {
    const answer: CourseCertificateResponse = {
      enabled: true,
      certificate: {
        code: 'AB12-CD34-EF56-GH78-JK90',
        courseId: '7',
        courseTitle: 'Gestão',
        totalSeconds: 3600,
        completedAt: '2026-11-29T15:00:00.000Z',
        status: 'valid',
        pdfUrl: '/api/certificates/AB12-CD34-EF56-GH78-JK90/pdf',
        verifyPath: '/certificados/AB12-CD34-EF56-GH78-JK90',
      },
    };
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CourseCongratulations courseId="7" complete />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const pdf = await screen.findByRole('link', { name: 'Baixar certificado (PDF)' });
    expect(pdf.getAttribute('href')).toBe(answer.certificate!.pdfUrl);
    expect(screen.getByRole('link', { name: 'Página de verificação' }).getAttribute('href')).toBe(
      answer.certificate!.verifyPath,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });
});
