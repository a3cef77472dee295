import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameFramePage } from './GameFramePage';
import { renderWithApp } from './testUtils';

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('GameFramePage', () => {
  it('shows the empty state when no game was launched', () => {
    renderWithApp(<GameFramePage />, '/game');
    expect(screen.getByText('No game is running. Choose a game to start playing.')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('hosts the game from sessionStorage iframeUrl, with the bar', () => {
    sessionStorage.setItem('iframeUrl', 'https://vendor.test/play?t=1');
    renderWithApp(<GameFramePage />, '/game');
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://vendor.test/play?t=1');
    expect(frame?.getAttribute('allow')).toBe('fullscreen; autoplay');
    expect(frame?.getAttribute('title')).toBe('Game');
    expect(screen.getByRole('button', { name: 'Back to lobby' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
    // Reload makes a new frame.
    fireEvent.click(screen.getByRole('button', { name: 'Reload game' }));
    expect(document.querySelector('iframe')).not.toBe(frame);
  });

  it('handles deposit and balance messages from the game origin only, and reloads the balance on leaving', () => {
    sessionStorage.setItem('iframeUrl', 'https://vendor.test/play');
    const onDeposit = vi.fn();
    const { queryClient, unmount } = renderWithApp(<GameFramePage onDeposit={onDeposit} />, '/game');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const source = document.querySelector('iframe')?.contentWindow ?? null;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.test',
          data: { type: 'aurora:deposit' },
          source,
        }),
      );
    });
    expect(onDeposit).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://vendor.test',
          data: { type: 'aurora:deposit' },
          source,
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://vendor.test',
          data: { type: 'aurora:balance' },
          source,
        }),
      );
    });
    expect(onDeposit).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['money'] });
    invalidate.mockClear();
    unmount();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['money'] });
  });
});
