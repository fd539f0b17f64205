import type { AdminCourse, AdminCoursePage } from '@blivion/shared/courses';
import { courses } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { addCatalogueSections } from '@/lib/translations';
import AdminTab from './admin-tab';

addCatalogueSections({ courses });

const course = (id: string, title: string, isActive: boolean): AdminCourse => ({
  id,
  title,
  description: `Sobre ${title}`,
  category: 'marketing',
  thumbnailUrl: null,
  isActive,
  moduleCount: 2,
  lessonCount: 12,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: isActive ? '2026-11-20T10:00:00.000Z' : null,
  certificateEnabled: true,
  certificateText: '',
  minLevel: 1,
});

const requests: string[] = [];

/** The admin routes as the server answers them, over the given courses. */
function serve(rows: AdminCourse[]) {
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    requests.push(`${method} ${path}${init.body ? ` ${String(init.body)}` : ''}`);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (method === 'GET' && path === '/api/admin/courses')
      return json({ items: rows, nextCursor: null } satisfies AdminCoursePage);
    const status = /^\/api\/admin\/courses\/(\d+)\/status$/.exec(path);
    if (method === 'PUT' && status) {
      const index = rows.findIndex((item) => item.id === status[1]);
      rows[index] = { ...rows[index]!, ...(JSON.parse(String(init.body)) as { isActive: boolean }) };
      return json(rows[index]);
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Não encontrado.' } }, 404);
  });
}

function renderTab() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {/* No tooltip provider around it: the tab brings its own. */}
      <AdminTab />
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('AdminTab', { timeout: 60_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    requests.length = 0;
  });

  it('lists every course with its status and counts, and toggles the status from the row', async () => {
    serve([course('1', 'Tráfego Pago', true), course('2', 'Dropshipping do Zero', false)]);
    const user = renderTab();
    const table = await screen.findByRole('table', { name: courses.admin.tableLabel });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Título', 'Categoria', 'Status', 'Módulos', 'Aulas', 'Ações']);
    const row = within(table).getByRole('row', { name: /Dropshipping do Zero/ });
    expect(row.textContent).toContain('Inativo');
    expect(row.textContent).toContain('Marketing Digital');

    await user.click(within(row).getByRole('button', { name: 'Ativar o curso Dropshipping do Zero' }));
    await waitFor(() => expect(row.textContent).toContain('Ativo'));
    expect(row.textContent).not.toContain('Inativo');
    expect(requests).toContain('PUT /api/admin/courses/2/status {"isActive":true}');
    expect(within(row).getByRole('button', { name: 'Desativar o curso Dropshipping do Zero' })).toBeTruthy();
  });

  it("'Criar Curso' shows the required fields' messages in Portuguese and sends nothing", async () => {
    serve([]);
    const user = renderTab();
    expect(await screen.findByText(courses.admin.empty)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: courses.createCourse }));
    const dialog = screen.getByRole('dialog', { name: courses.createDialog.title });
    await user.click(within(dialog).getByRole('button', { name: courses.createDialog.submit }));
    expect(within(dialog).getByText(courses.validation.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(courses.validation.descriptionRequired)).toBeTruthy();
    expect(within(dialog).getByText(courses.validation.categoryRequired)).toBeTruthy();
    const category = within(dialog).getByRole('combobox', { name: courses.form.category });
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('the delete confirmation says the members’ progress goes with the course', async () => {
    serve([course('1', 'Tráfego Pago', true)]);
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Excluir o curso Tráfego Pago' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('o progresso dos alunos serão removidos');
  });
});
