import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../shared/api/queryClient';
import { installFakeApi } from '../../test/fakeApi';
import { emptyAnnouncements } from '../../test/fixtures';
import { NoticeBoard } from './NoticeBoard';

const api = installFakeApi();

const notices = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  title: `Notice ${i + 1}`,
  content: `<p>Body <b>${i + 1}</b></p><script>alert(1)</script>`,
  date: new Date(2025, 0, 2, 13, 4, 5).toISOString(),
}));

beforeEach(() => {
  api.on('announcements', () => ({ ...emptyAnnouncements, player: notices }));
});

const renderBoard = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticeBoard />
    </QueryClientProvider>,
  );

describe('NoticeBoard', () => {
  it('shows nine notices per page with the date as yyyy-MM-dd hh:mm:ss', async () => {
    renderBoard();
    const list = await screen.findByRole('list', { name: 'Notice list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(within(list).getAllByText('2025-01-02 13:04:05')).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('pages with numbers and previous/next', async () => {
    renderBoard();
    await screen.findByRole('list', { name: 'Notice list' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Notice 19')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Notice 10')).toBeTruthy();
  });

  it('expands a notice to its sanitised content', async () => {
    renderBoard();
    const toggle = await screen.findByRole('button', { name: /Notice 1\b/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const bold = await screen.findByText('1', { selector: 'b' });
    expect(bold.closest('.notice-item__body')?.innerHTML).not.toContain('<script');
  });
});
