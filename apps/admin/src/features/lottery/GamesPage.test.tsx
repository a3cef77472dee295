import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../shared/session/token';
import GamesPage from './GamesPage';
import { fakeApi, game, installDialog, NORTH, refuse, renderPage } from './testSupport';

beforeEach(installDialog);
afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
});

const SSC = game('SSC1', { typeCaps: { GROUP3: '20000' }, playerPeriodMax: '5000' });
const games = () => ({ games: [SSC, NORTH] });

describe('GamesPage', () => {
  it('lists every game with its schedule, caps and limit, filtered from the URL', async () => {
    fakeApi({ operatorLotteryGames: games });
    renderPage(<GamesPage />, '/lottery/games', 'viewer');
    const row = (await screen.findByText('Game SSC1')).closest('tr')!;
    expect(within(row).getByText('Every 5 min')).toBeTruthy();
    expect(within(row).getByText('30 s')).toBeTruthy();
    expect(within(row).getByText('1800 · 1900 · 1950')).toBeTruthy();
    expect(within(row).getByText('50,000')).toBeTruthy();
    expect(within(row).getByText('GROUP3').parentElement!.textContent).toBe('GROUP3 20,000');
    expect(within(row).getByText('5,000')).toBeTruthy();
    expect(within(row).getByText('In-house')).toBeTruthy();
    const north = screen.getByText('Ha Noi').closest('tr')!;
    expect(within(north).getByText('Daily (Asia/Ho_Chi_Minh)')).toBeTruthy();
    expect(within(north).getByText('Official result')).toBeTruthy();
    expect(within(north).getByText('No limit')).toBeTruthy();
    cleanup();

    renderPage(<GamesPage />, '/lottery/games?source=external&family=VN', 'viewer');
    await screen.findByText('Ha Noi');
    expect(screen.queryByText('Game SSC1')).toBeNull();
    expect((screen.getByLabelText('Source') as HTMLSelectElement).value).toBe('external');
  });

  it('offers a viewer no edit or switch: the settings read only', async () => {
    fakeApi({ operatorLotteryGames: games }, 'viewer');
    renderPage(<GamesPage />, '/lottery/games', 'viewer');
    await screen.findByText('Game SSC1');
    expect(screen.queryByRole('button', { name: 'Edit SSC1' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getAllByText('On')).toHaveLength(2);
  });

  it('an admin edits a game: checks the fields, then sends the settings with the reason', async () => {
    const api = fakeApi({
      operatorLotteryGames: games,
      operatorSaveLotteryGame: (call) => ({ ...SSC, ...(call.body as object) }),
    });
    renderPage(<GamesPage />, '/lottery/games', 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit SSC1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit SSC1' });
    fireEvent.change(within(dialog).getByLabelText('Closes before draw'), { target: { value: '45' } });
    fireEvent.change(within(dialog).getByLabelText('Key cap'), { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a cap for a bet type' }));
    expect((within(dialog).getByLabelText('Bet type 2') as HTMLSelectElement).value).toBe('STRAIGHT');
    fireEvent.change(within(dialog).getByLabelText('Cap 2'), { target: { value: '8000.5' } });
    expect((within(dialog).getByLabelText('No limit') as HTMLInputElement).checked).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Most one member may stake on a period'), {
      target: { value: '' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Raise the limits' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Some fields are not valid: see the marked fields.',
    );
    expect(within(dialog).getByText('An amount such as 5000 or 5000.50 (up to 4 decimals).')).toBeTruthy();
    expect(within(dialog).getByText('Required.')).toBeTruthy();
    expect(api.to('operatorSaveLotteryGame')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Key cap'), { target: { value: '60000' } });
    fireEvent.change(within(dialog).getByLabelText('Most one member may stake on a period'), {
      target: { value: '2500' },
    });
    fireEvent.click(within(dialog).getByLabelText('Taking bets (switched on)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('operatorSaveLotteryGame')).toHaveLength(1));
    expect(api.to('operatorSaveLotteryGame')[0]).toMatchObject({
      params: { code: 'SSC1' },
      body: {
        enabled: false,
        closeSeconds: 45,
        keyCap: '60000',
        typeCaps: { GROUP3: '20000', STRAIGHT: '8000.5' },
        playerPeriodMax: '2500',
        reason: 'Raise the limits',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toContain('SSC1 saved.');
  });

  it('the switch opens the dialog flipped; a refusal shows in place', async () => {
    const api = fakeApi({
      operatorLotteryGames: games,
      operatorSaveLotteryGame: () => refuse('lottery.bet.invalid', null, 400),
    });
    renderPage(<GamesPage />, '/lottery/games', 'admin');
    const toggle = await screen.findByRole('switch', { name: 'Switch VN_HN on or off' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Edit VN_HN' });
    expect((within(dialog).getByLabelText('Taking bets (switched on)') as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Say why: the reason is kept in the audit log.',
    );
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Station closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain('The lottery refused this'),
    );
    expect(api.to('operatorSaveLotteryGame')[0]!.body).toEqual({
      enabled: false,
      closeSeconds: 900,
      keyCap: '50000',
      typeCaps: {},
      playerPeriodMax: null,
      reason: 'Station closed',
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
