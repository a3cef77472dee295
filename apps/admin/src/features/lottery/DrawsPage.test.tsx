import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../shared/session/token';
import DrawsPage from './DrawsPage';
import { draw, fakeApi, game, installDialog, NORTH, page, renderPage, VN_NORTH_SHEET } from './testSupport';

beforeEach(installDialog);
afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
});

const HASH = 'a3f5c2d19e8b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c';
const SSC = game('SSC1');
const housePeriod = draw('SSC1', '20261120-0133', {
  status: 'settled',
  seedHash: HASH,
  seed: 'deadbeefcafebabe0011223344556677',
  numbers: ['3', '1', '4', '1', '5'],
  resultSource: 'house',
  payout: '1234.5',
});
const waiting = draw('VN_HN', '20261120', {
  entries: [
    { operator: 'ann', at: Date.UTC(2026, 10, 20, 11, 20), matches: true },
    { operator: 'bob', at: Date.UTC(2026, 10, 20, 11, 25), matches: false },
  ],
});

function api(role: 'viewer' | 'editor' | 'admin', extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi(
    {
      operatorLotteryGames: () => ({ games: [SSC, NORTH] }),
      operatorLotteryDraws: () => page([waiting, housePeriod]),
      ...extra,
    },
    role,
  );
}

/** The sheet's numbers: every cell of a row with its digits ("11111" for DB…). */
const sheetNumbers = () =>
  VN_NORTH_SHEET.flatMap((prize, row) =>
    Array.from({ length: prize.count }, () => String((row + 1) % 10).repeat(prize.digits)),
  );

describe('DrawsPage', () => {
  it('lists periods with seeds, results, sources and entries, asking with the URL’s filters', async () => {
    const calls = api('viewer');
    renderPage(<DrawsPage />, '/lottery/draws?game=VN_HN&state=waiting', 'viewer');
    const house = (await screen.findByText('20261120-0133')).closest('tr')!;
    expect(calls.to('operatorLotteryDraws')[0]!.query).toEqual({
      gameCode: 'VN_HN',
      state: 'waiting',
      page: '1',
      size: '20',
    });
    expect(within(house).getByText('a3f5c2d1…4a3b2c')).toBeTruthy();
    expect(within(house).getByTitle(HASH)).toBeTruthy();
    expect(within(house).getByRole('button', { name: 'Copy the seed hash of 20261120-0133' })).toBeTruthy();
    expect(within(house).getByText('3 1 4 1 5')).toBeTruthy();
    expect(within(house).getByText('In-house draw')).toBeTruthy();
    expect(within(house).getByText('1,234.5')).toBeTruthy();
    const vn = screen.getByText('20261120').closest('tr')!;
    expect(within(vn).getByText('Waiting for the result')).toBeTruthy();
    expect(within(vn).getByText('ann').parentElement!.textContent).toContain('Matches');
    expect(within(vn).getByText('bob').parentElement!.textContent).toContain('Differs');
    expect(screen.getByText(/need two operators/)).toBeTruthy();
    // A viewer enters no result and cancels nothing.
    expect(screen.queryByRole('button', { name: /Enter the result/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel period/ })).toBeNull();
  });

  it('an editor enters the sheet: each cell is checked for its digits, then the prizes are sent', async () => {
    const calls = api('editor', {
      operatorEnterLotteryResult: () => ({ state: 'waiting', entries: 1 }),
    });
    renderPage(<DrawsPage />, '/lottery/draws', 'editor');
    fireEvent.click(await screen.findByRole('button', { name: 'Enter the result of VN_HN 20261120' }));
    expect(screen.queryByRole('button', { name: /Cancel period/ })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Result of Ha Noi 20261120' });
    expect(within(dialog).getByText(/second operator enters the same sheet/)).toBeTruthy();
    const cells = within(dialog)
      .getAllByRole('textbox')
      .filter((box) => box.id !== 'action-reason');
    expect(cells).toHaveLength(27);
    const numbers = sheetNumbers();
    cells.forEach((cell, index) => fireEvent.change(cell, { target: { value: numbers[index] } }));
    // G7 takes 2 digits: a 3-digit number is refused before anything is sent.
    fireEvent.change(within(dialog).getByLabelText('G7, number 2 of 4'), { target: { value: '123' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'XSMB sheet' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send my entry' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('wrong number of digits');
    expect(within(dialog).getByLabelText('G7, number 2 of 4').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Each G7 number has exactly 2 digits.')).toBeTruthy();
    expect(calls.to('operatorEnterLotteryResult')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('G7, number 2 of 4'), { target: { value: '88' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send my entry' }));
    await waitFor(() => expect(calls.to('operatorEnterLotteryResult')).toHaveLength(1));
    const sent = calls.to('operatorEnterLotteryResult')[0]!;
    expect(sent.params).toEqual({ code: 'VN_HN', number: '20261120' });
    expect(sent.body).toEqual({
      prizes: {
        DB: ['11111'],
        G1: ['22222'],
        G2: ['33333', '33333'],
        G3: Array(6).fill('44444'),
        G4: Array(4).fill('5555'),
        G5: Array(6).fill('6666'),
        G6: Array(3).fill('777'),
        G7: ['88', '88', '88', '88'],
      },
      reason: 'XSMB sheet',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toContain('waiting for a second operator');
  });

  it('a pasted line fills the cells after it; a mismatch says to check the sheet', async () => {
    const calls = api('editor', {
      operatorEnterLotteryResult: () => ({ state: 'mismatch', entries: 2 }),
    });
    renderPage(<DrawsPage />, '/lottery/draws', 'editor');
    fireEvent.click(await screen.findByRole('button', { name: 'Enter the result of VN_HN 20261120' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.paste(within(dialog).getByLabelText('Special (ĐB), number 1 of 1'), {
      clipboardData: { getData: () => sheetNumbers().join(' ') },
    });
    expect((within(dialog).getByLabelText('G7, number 4 of 4') as HTMLInputElement).value).toBe('88');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Second entry' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send my entry' }));
    await waitFor(() => expect(calls.to('operatorEnterLotteryResult')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('entries for 20261120 differ'),
    );
  });

  it('an admin cancels a period without a result: asks for a reason, shows the orders voided', async () => {
    const calls = api('admin', { operatorCancelLotteryPeriod: () => ({ voided: 3 }) });
    renderPage(<DrawsPage />, '/lottery/draws', 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel period VN_HN 20261120' }));
    // A settled period cannot be cancelled.
    expect(screen.queryByRole('button', { name: 'Cancel period SSC1 20261120-0133' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Cancel Ha Noi 20261120' });
    expect(within(dialog).getByText(/its 3 orders \(stake 150\.00\) are voided and refunded/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the period' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Say why: the reason is kept in the audit log.',
    );
    expect(calls.to('operatorCancelLotteryPeriod')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Draw not held' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the period' }));
    await waitFor(() => expect(calls.to('operatorCancelLotteryPeriod')).toHaveLength(1));
    expect(calls.to('operatorCancelLotteryPeriod')[0]).toMatchObject({
      params: { code: 'VN_HN', number: '20261120' },
      body: { reason: 'Draw not held' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toContain(
      'Ha Noi 20261120 cancelled: 3 orders voided and refunded.',
    );
  });
});
