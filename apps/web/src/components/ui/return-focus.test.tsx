import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { ConfirmDialog } from './alert-dialog';
import { Dialog, DialogContent } from './dialog';

afterEach(cleanup);

/** A dialog opened by state (no DialogTrigger), as the lab, the forum and the admin screens open theirs. */
function OpenedByState({ confirm = false }: { confirm?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button">Antes</button>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {confirm ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Excluir?"
          message="Não pode ser desfeito."
          confirmLabel="Excluir"
          onConfirm={() => setOpen(false)}
        />
      ) : (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title="Editar">
            <input aria-label="Nome" />
          </DialogContent>
        </Dialog>
      )}
    </main>
  );
}

describe('dialogs give the focus back to the control that opened them', () => {
  for (const confirm of [false, true]) {
    it(`${confirm ? 'a confirmation' : 'a dialog'} closed with Escape`, async () => {
      const user = userEvent.setup();
      render(<OpenedByState confirm={confirm} />);
      const opener = screen.getByRole('button', { name: 'Abrir' });
      await user.click(opener);
      await screen.findByRole(confirm ? 'alertdialog' : 'dialog');
      expect(document.activeElement).not.toBe(opener);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole(confirm ? 'alertdialog' : 'dialog')).toBeNull());
      expect(document.activeElement).toBe(opener);
    });
  }

  it('a dialog closed by its close button, opened from the keyboard', async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    await user.tab();
    await user.tab();
    const opener = screen.getByRole('button', { name: 'Abrir' });
    expect(document.activeElement).toBe(opener);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog.querySelector('button[aria-label]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
