import { ERROR_STATUS, errorEnvelopeSchema, fieldErrorSchema } from '@blivion/shared/core';
import { translate } from '@blivion/shared/i18n';
import { shell } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { PasswordForm } from './password-form';

const labels = shell.settings;
const sent: unknown[] = [];

/** POST /api/me/password answers with the API's error envelope (checked against its shared schema). */
function refuseWith(code: 'VALIDATION_ERROR' | 'INVALID_CURRENT_PASSWORD', details?: unknown) {
  const envelope = errorEnvelopeSchema.parse({
    error: { code, message: translate(`errors.${code}`), ...(details ? { details } : {}) },
  });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    expect(`${init.method} ${path}`).toBe('POST /api/me/password');
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(envelope), {
      status: ERROR_STATUS[code],
      headers: { 'content-type': 'application/json' },
    });
  });
}

async function submit(password = 'grampo-azul') {
  // No stylesheet is loaded here, so the pointer-events check (slow in jsdom) could find nothing.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PasswordForm email="ana@example.com" />
    </QueryClientProvider>,
  );
  await user.type(screen.getByLabelText(labels.currentPassword), 'antiga-123');
  await user.type(screen.getByLabelText(labels.newPassword), password);
  await user.type(screen.getByLabelText(labels.confirmPassword), password);
  await user.click(screen.getByRole('button', { name: labels.passwordSubmit }));
}

const fields = () => ({
  current: screen.getByLabelText(labels.currentPassword),
  next: screen.getByLabelText(labels.newPassword),
  confirm: screen.getByLabelText(labels.confirmPassword),
});

describe('PasswordForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sent.length = 0;
  });

  it("shows the server's field error under its field, marks only that field invalid and focuses it", async () => {
    refuseWith('VALIDATION_ERROR', [
      fieldErrorSchema.parse({
        field: 'password',
        key: 'validation.passwordTooCommon',
        message: translate('validation.passwordTooCommon'),
      }),
    ]);
    await submit('senha12345');

    const message = await screen.findByText(translate('validation.passwordTooCommon'));
    const { current, next, confirm } = fields();
    expect(sent).toEqual([{ currentPassword: 'antiga-123', password: 'senha12345', confirmPassword: 'senha12345' }]);
    expect(next.getAttribute('aria-invalid')).toBe('true');
    expect(next.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    // Under the new password and above the confirmation, in the page's order.
    expect(next.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(message.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.activeElement).toBe(next);
    expect(current.getAttribute('aria-invalid')).toBeNull();
    expect(confirm.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText(/./, { selector: '[id$="-error"]' })).toEqual([message]);
  });

  it("shows the detail's own message when its key is not in the catalogue, and ignores unknown fields", async () => {
    refuseWith('VALIDATION_ERROR', [
      { field: 'confirmPassword', key: 'validation.somethingNew', message: 'Mensagem vinda do servidor.' },
      { field: 'email', key: 'validation.invalidEmail', message: translate('validation.invalidEmail') },
    ]);
    await submit();

    const message = await screen.findByText('Mensagem vinda do servidor.');
    expect(message.id).toBe(fields().confirm.getAttribute('aria-describedby'));
    expect(screen.queryByText(translate('validation.invalidEmail'))).toBeNull();
  });

  it('puts a wrong current password under the current password', async () => {
    refuseWith('INVALID_CURRENT_PASSWORD');
    await submit();

    const message = await screen.findByText(translate('errors.INVALID_CURRENT_PASSWORD'));
    expect(fields().current.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(fields().current);
  });
});
