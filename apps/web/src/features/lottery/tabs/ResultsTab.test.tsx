import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../test/fakeApi';
import { gameFixture, periodFixture, renderLottery, settingFixture } from '../testSupport';
import { ResultsTab } from './ResultsTab';
import { RulesTab } from './RulesTab';

const api = installFakeApi();
const game = gameFixture();

describe('results and rules', () => {
  it('lists the last results and marks hot and cold numbers', async () => {
    api.on('lotteryResults', () => ({
      list: [
        periodFixture({ number: '20260401-0099', status: 'settled', numbers: ['1', '2', '3', '4', '5'] }),
      ],
      trends: {
        over: 1,
        rows: [
          {
            group: '1',
            cells: [
              { value: '0', count: 0, missing: 2 },
              { value: '1', count: 3, missing: 0 },
              { value: '2', count: 1, missing: 1 },
            ],
          },
        ],
      },
    }));
    renderLottery(<ResultsTab game={game} />, '/lottery');
    expect(await screen.findByRole('list', { name: 'Result: 1 2 3 4 5' })).toBeTruthy();
    const group = screen.getByRole('region', { name: 'Position 1' });
    const cells = within(group).getAllByRole('listitem');
    expect(cells.map((cell) => cell.getAttribute('data-tone'))).toEqual(['cold', 'hot', null]);
    expect(cells[1]!.textContent).toContain('drawn 3 times, not seen for 0 draws Hot');
    expect(api.calls('lotteryResults')[0]!.query).toMatchObject({ gameCode: 'SSC1' });
  });

  it('shows the rules and the payout table at the prize group', () => {
    renderLottery(<RulesTab setting={settingFixture(game, 1900)} />, '/lottery');
    expect(screen.getByText('Pick a position and a digit.')).toBeTruthy();
    expect(screen.getByText('Prize group 1900, rebate 2.50%.')).toBeTruthy();
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('₱97.50')).toBeTruthy();
    expect(within(row).getByText('1/100')).toBeTruthy();
    expect(within(row).getByText('97.50%')).toBeTruthy();
  });
});
