import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Harness({ showClose = true, onClose }: { showClose?: boolean; onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open modal
      </button>
      <Modal
        open={open}
        title="Notices"
        showClose={showClose}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Body</p>
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

beforeEach(() => {
  window.scrollTo = vi.fn();
});

describe('Modal', () => {
  it('is a 600 px labelled modal dialog', () => {
    render(<Harness onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'open modal' }));
    const dialog = screen.getByRole('dialog', { name: 'Notices' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.getPropertyValue('--overlay-width')).toBe('600px');
  });

  it('is not closed by an outside click', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'open modal' }));
    fireEvent.click(screen.getByTestId('overlay-cover'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'open modal' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).not.toBe(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes it only when it has a close button', async () => {
    const onClose = vi.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'open modal' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    const onClose2 = vi.fn();
    render(<Harness showClose={false} onClose={onClose2} />);
    fireEvent.click(screen.getByRole('button', { name: 'open modal' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose2).not.toHaveBeenCalled();
  });

  it('locks scrolling while open and restores the position after', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1200 });
    render(<Harness onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'open modal' }));
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-1200px');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.position).toBe('');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 1200);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
