import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../test/fakeApi';
import { LotteryLobbyPage } from '../lobby/LotteryLobbyPage';
import { authStub, renderLottery, settingFixture, vnGameFixture } from '../testSupport';
import { shorthandLines, shorthandUnit } from './shorthand';

const api = installFakeApi();
const north = vnGameFixture({
  code: 'VN_NORTH',
  name: { EN: 'Northern Vietnam Lottery' },
  intervalSeconds: null,
});
const hcm = vnGameFixture({ code: 'VN_HCM', name: { EN: 'Ho Chi Minh Lottery' }, region: 'south' });

beforeEach(() => {
  sessionStorage.clear();
  api.on('lotteryVnGameMenu', () => ({
    groups: [
      { region: 'north', games: [north] },
      { region: 'south', games: [hcm] },
    ],
  }));
  api.on('lotteryGameSetting', ({ params }) => settingFixture(params!.code === hcm.code ? hcm : north));
  api.on('lotteryQuote', ({ body }) => ({
    bets: body!.bets.map((bet) => ({ ...bet, combinations: bet.picks.length, cost: '270.00' })),
    total: '270.00',
    rebate: '0.00',
  }));
  api.on('lotteryParseShorthand', () => ({
    bets: [
      {
        line: 1,
        text: 'mb tp 12 lo 10n',
        games: ['VN_NORTH', 'VN_HCM'],
        type: 'lo2',
        picks: ['12'],
        amountThousands: 10,
      },
    ],
    errors: [
      { line: 3, column: 4, token: '', code: 'missing.amount' },
      { line: 2, column: 1, token: 'zz', code: 'unknown.station' },
      { line: 4, column: 2, token: '?', code: 'something.new' },
    ],
  }));
});

describe('Vietnamese shorthand', () => {
  it('shows each error at its line and puts the bets on every game’s slip', async () => {
    renderLottery(<LotteryLobbyPage kind="vnlottery" auth={authStub()} />, '/vnlottery?gameCode=VN_NORTH');
    const box = await screen.findByLabelText('Bet codes');
    fireEvent.change(box, { target: { value: 'mb tp 12 lo 10n\nzz 12 lo 10n\n34 lo\n?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Read bets' }));
    const errors = await screen.findByRole('alert', { name: 'Problems in the bet codes' });
    const items = within(errors).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-line'))).toEqual(['2', '3', '4']);
    expect(items[0]!.textContent).toBe('Line 2, column 1: zz Unknown station.');
    expect(items[1]!.textContent).toContain('Line 3, column 4:');
    expect(items[1]!.textContent).toContain('The amount is missing.');
    expect(items[2]!.textContent).toContain('This could not be read.');
    expect(api.calls('lotteryParseShorthand')[0]!.body).toEqual({
      text: 'mb tp 12 lo 10n\nzz 12 lo 10n\n34 lo\n?',
    });

    const parsed = screen.getByRole('list', { name: 'Bets read' });
    expect(parsed.textContent).toContain('Northern Vietnam Lottery, Ho Chi Minh Lottery');
    expect(parsed.textContent).toContain('₱10.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add all to the slips' }));
    expect(
      await screen.findByText('Lines added: 2 (Northern Vietnam Lottery, Ho Chi Minh Lottery)'),
    ).toBeTruthy();
    // One line on this game's slip, one on the other station's (offered above the game).
    expect((await screen.findByTestId('slip-total')).textContent).toBe('₱270.00');
    expect(screen.getByRole('button', { name: 'Ho Chi Minh Lottery: 1 lines' })).toBeTruthy();
  });
});

describe('shorthand amounts', () => {
  it('reads thousands of đồng on VND sites and the amount as written elsewhere', () => {
    expect(shorthandUnit(10, 'VND')).toBe('10000');
    expect(shorthandUnit(2.5, 'VND')).toBe('2500');
    expect(shorthandUnit(10, 'PHP')).toBe('10');
    expect(shorthandUnit(2.5, 'PHP')).toBe('2.5');
    const lines = shorthandLines(
      [{ line: 1, text: '', games: ['A', 'B'], type: 'de', picks: ['07'], amountThousands: 5 }],
      'VND',
    );
    expect([...lines.keys()]).toEqual(['A', 'B']);
    expect(lines.get('B')).toEqual([{ type: 'de', picks: ['07'], unit: '5000', multiplier: 1 }]);
  });
});
