// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecretShownOnce } from './SecretShownOnce';

afterEach(cleanup);

function showSecret(clipboard: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
  const onClose = vi.fn();
  render(<SecretShownOnce hookName="Deploy bot" secret="s3cr3t-value" keptIn="keychain" onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Copy the secret of “Deploy bot” now' }) };
}

describe('SecretShownOnce', () => {
  it('asks "Have you copied it?" before it closes while the secret was not copied', async () => {
    const { onClose, dialog } = showSecret(() => Promise.reject(new Error('denied')));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy secret' }));
    await within(dialog).findByText('The clipboard refused it: select the secret and copy it yourself.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Have you copied it?' });
    expect(ask.textContent).toContain('Orgdesk will not show the secret of “Deploy bot” again');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'I have copied it' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes at once once the secret went to the clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { onClose, dialog } = showSecret(writeText);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy secret' }));
    await within(dialog).findByText('Copied to the clipboard.');
    expect(writeText).toHaveBeenCalledWith('s3cr3t-value');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog', { name: 'Have you copied it?' })).toBeNull();
  });
});
