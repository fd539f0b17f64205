import { ERROR_STATUS, errorEnvelopeSchema } from '@blivion/shared/core';
import { translate } from '@blivion/shared/i18n';
import { auth } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { LoginForm } from './login-form';

/** POST /api/auth/sign-in answers with the API's error envelope (checked against its shared schema). */
function refuseWith(code: 'SIGN_IN_DELAYED' | 'INVALID_CREDENTIALS', details?: Record<string, number>) {
  const envelope = errorEnvelopeSchema.parse({
    error: { code, message: translate(`errors.${code}`, details), ...(details ? { details } : {}) },
  });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    expect(`${init.method} ${path}`).toBe('POST /api/auth/sign-in');
    return new Response(JSON.stringify(envelope), {
      status: ERROR_STATUS[code],
      headers: { 'content-type': 'application/json' },
    });
  });
}

async function submit() {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/entrar']}>
        <LoginForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.type(screen.getByLabelText(auth.fields.email), 'ana@example.com');
  await user.type(screen.getByLabelText(auth.fields.password), 'senha-errada-1');
  await user.click(screen.getByRole('button', { name: auth.login.submit }));
}

describe('LoginForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the account's wait on the form, with the minutes the server names", async () => {
    refuseWith('SIGN_IN_DELAYED', { minutes: 4, retryAfterSeconds: 236 });
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Muitas tentativas de entrar nesta conta. Por segurança, tente novamente em 4 min.');
  });

  it('replaces the wait with the next answer, also inside the form (no toast over the page)', async () => {
    refuseWith('SIGN_IN_DELAYED', { minutes: 1, retryAfterSeconds: 60 });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/tente novamente em 1 min\.$/);
    refuseWith('INVALID_CREDENTIALS');
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByRole('button', { name: auth.login.submit }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).not.toMatch(/tente novamente em/));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(`${auth.login.errorTitle}${auth.login.errorMessage}`);
    expect(alert.closest('form')).not.toBeNull();
  });

  it("tabs from the e-mail to the password, then to 'Esqueceu a senha?'", async () => {
    refuseWith('INVALID_CREDENTIALS');
    await submit();
    const order = [...document.querySelectorAll<HTMLElement>('form input, form a[href], form button[type=submit]')];
    const names = order.map((element) => element.getAttribute('name') ?? element.textContent);
    expect(names.slice(0, 3)).toEqual(['email', 'password', auth.login.forgotPassword]);
  });
});
