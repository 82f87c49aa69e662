// @vitest-environment happy-dom
import TextField from '@mui/material/TextField';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogFrame } from './DialogFrame';
import { FormDialog } from './FormDialog';

afterEach(cleanup);

/** A dialog with one field, dirty once something is typed in it, as the dialogs of the app use it. */
function PhraseDialog({ onClose, busy = false, jobRunning = false }: { onClose(): void; busy?: boolean; jobRunning?: boolean }) {
  const [typed, setTyped] = useState('');
  return (
    <FormDialog title="Revoke tokens" dirty={typed !== ''} busy={busy} jobRunning={jobRunning} discardNote="Nothing has been revoked." onClose={onClose}>
      <TextField label="Confirmation" value={typed} onChange={(event) => setTyped(event.target.value)} />
    </FormDialog>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Revoke tokens' });
const typeInto = (label: string, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const pressEscape = () => fireEvent.keyDown(dialog(), { key: 'Escape' });
/** Answers the question the dialog asked, and waits for it to go, as the admin would before going on. */
async function answer(question: string, button: string) {
  fireEvent.click(within(await screen.findByRole('dialog', { name: question })).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: question })).toBeNull());
}
const clickBeside = () => {
  const backdrop = document.querySelector('.MuiBackdrop-root');
  if (!backdrop) throw new Error('the dialog has no backdrop');
  fireEvent.mouseDown(backdrop);
  fireEvent.click(backdrop);
};

describe('FormDialog', () => {
  it('goes at once when nothing was typed', () => {
    const onClose = vi.fn();
    render(<PhraseDialog onClose={onClose} />);
    pressEscape();
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Discard what you entered?' })).toBeNull();
  });

  it.each([
    ['Escape', pressEscape],
    ['Cancel', () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))],
    ['a click beside it', clickBeside],
  ])('asks before throwing away what was typed when left by %s, and keeps it on "Keep editing"', async (_way, leave) => {
    const onClose = vi.fn();
    render(<PhraseDialog onClose={onClose} />);
    typeInto('Confirmation', 'REVOKE 3 TOKENS');
    leave();
    expect((await screen.findByRole('dialog', { name: 'Discard what you entered?' })).textContent).toContain('Nothing has been revoked.');
    await answer('Discard what you entered?', 'Keep editing');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog()).getByLabelText<HTMLInputElement>('Confirmation').value).toBe('REVOKE 3 TOKENS');
  });

  it('throws it away on "Discard"', async () => {
    const onClose = vi.fn();
    render(<PhraseDialog onClose={onClose} />);
    typeInto('Confirmation', 'REVOKE');
    pressEscape();
    await answer('Discard what you entered?', 'Discard');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('cannot be left while a write is in flight', () => {
    const onClose = vi.fn();
    render(<PhraseDialog onClose={onClose} busy />);
    expect(within(dialog()).getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Discard what you entered?' })).toBeNull();
  });

  it('says a running job goes on without it, and stays on "Keep watching"', async () => {
    const onClose = vi.fn();
    render(<PhraseDialog onClose={onClose} jobRunning />);
    pressEscape();
    expect((await screen.findByRole('dialog', { name: 'Close while the job runs?' })).textContent).toContain('The job goes on without this window');
    await answer('Close while the job runs?', 'Keep watching');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await answer('Close while the job runs?', 'Close and let it run');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('opens with focus in its first field', async () => {
    render(<PhraseDialog onClose={() => undefined} />);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByLabelText('Confirmation')));
  });
});

describe('DialogFrame, the frame of a dialog that only shows', () => {
  it('closes at once by its Close button, Escape or a click beside it', () => {
    const onClose = vi.fn();
    render(
      <DialogFrame title="Revoke tokens" onClose={onClose}>
        Nothing to type here.
      </DialogFrame>,
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    pressEscape();
    clickBeside();
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('asks its own question first when closing would lose something', async () => {
    const onClose = vi.fn();
    const question = { title: 'Have you copied it?', body: 'It is not shown again.', leaveLabel: 'I have copied it', stayLabel: 'Go back', destructive: true };
    render(
      <DialogFrame title="Revoke tokens" leaveQuestion={question} onClose={onClose}>
        A secret.
      </DialogFrame>,
    );
    pressEscape();
    await answer('Have you copied it?', 'Go back');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await answer('Have you copied it?', 'I have copied it');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
