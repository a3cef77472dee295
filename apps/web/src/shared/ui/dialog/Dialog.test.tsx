import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from './DialogProvider';
import type { DialogOptions } from './types';
import { useDialog } from './useDialog';

let result: Promise<string | null> | null = null;

function Opener({ options }: { options: DialogOptions }) {
  const dialog = useDialog();
  return (
    <button type="button" onClick={() => (result = dialog.open(options))}>
      open
    </button>
  );
}

function setup(options: DialogOptions) {
  render(
    <DialogProvider>
      <Opener options={options} />
    </DialogProvider>,
  );
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.queryByRole('dialog') as HTMLElement };
}

const confirmButtons: DialogOptions['buttons'] = [
  { label: 'Cancel', value: 'cancel' },
  { label: 'Confirm', value: 'confirm', isDefault: true },
];

beforeAll(async () => {
  // The dialog markup is its own chunk: load it once so every test below renders synchronously.
  setup({ title: 'warm-up' });
  await screen.findByRole('dialog');
  cleanup();
});

beforeEach(() => {
  result = null;
  window.scrollTo = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('generic dialog', () => {
  it('is a labelled modal dialog with the title, text and a default OK button', async () => {
    const { dialog } = setup({ icon: 'info', title: 'Heads up', message: 'Something happened' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Heads up' })).toBe(dialog);
    expect(dialog.textContent).toContain('Something happened');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    expect(dialog.style.getPropertyValue('--overlay-width')).toBe('400px');
  });

  it('sanitises its html', async () => {
    setup({
      title: 'Html',
      html: '<p>Hello <b>there</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    });
    await waitFor(() => expect(screen.getByText('there').tagName).toBe('B'));
    const dialog = screen.getByRole('dialog');
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.innerHTML).not.toContain('<script');
  });

  it('Escape closes it (resolving null) when click-to-close is on', async () => {
    const { dialog } = setup({ title: 'T', buttons: confirmButtons });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(result).resolves.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Escape does nothing when click-to-close is off', async () => {
    const { dialog } = setup({ title: 'T', clickToClose: false, buttons: confirmButtons });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('Enter presses the default button', async () => {
    const { dialog } = setup({ title: 'T', buttons: confirmButtons });
    fireEvent.keyDown(dialog, { key: 'Enter' });
    await expect(result).resolves.toBe('confirm');
  });

  it('a button resolves with its value', async () => {
    setup({ title: 'T', buttons: confirmButtons });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBe('cancel');
  });

  it('a cover click closes it when click-to-close is on, and not when off', async () => {
    setup({ title: 'T' });
    fireEvent.click(screen.getByTestId('overlay-cover'));
    await expect(result).resolves.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const second = result;
    fireEvent.click(screen.getByTestId('overlay-cover'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    void second;
  });

  it('keeps the cover click inert with clickToClose false', async () => {
    setup({ title: 'T', clickToClose: false });
    fireEvent.click(screen.getByTestId('overlay-cover'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes by itself after autoCloseMs', async () => {
    vi.useFakeTimers();
    setup({ title: 'T', autoCloseMs: 2000 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1 + 100);
    });
    await expect(result).resolves.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fades out for 100 ms before it leaves the page', async () => {
    vi.useFakeTimers();
    setup({ title: 'T' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('overlay').className).toContain('is-closing');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.queryByTestId('overlay')).toBeNull();
  });

  it('locks page scroll and restores the exact position and focus on close', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    document.body.setAttribute('style', 'color: red;');
    const { opener } = setup({ title: 'T' });
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.getAttribute('style')).toBe('color: red;');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 640);
    expect(document.activeElement).toBe(opener);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    document.body.removeAttribute('style');
  });

  it('keeps Tab focus inside', () => {
    const { dialog } = setup({ title: 'T', buttons: confirmButtons });
    const [cancel, confirm] = screen.getAllByRole('button').filter((button) => dialog.contains(button));
    confirm!.focus();
    fireEvent.keyDown(confirm!, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });
});
