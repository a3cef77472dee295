import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PointConfigPage from './PointConfigPage';
import { change, fakeApi, pointConfig, refuse, renderPage, setUpPageTests } from './testSupport';

setUpPageTests();

const show = (role: 'viewer' | 'editor' | 'admin' = 'admin') =>
  renderPage(<PointConfigPage />, '/loyalty/points', role);

describe('PointConfigPage', () => {
  it('shows the rate, the minimum, the rules and each rank’s earn rates; an editor changes nothing', async () => {
    const api = fakeApi({ operatorPointConfig: () => pointConfig() }, 'editor');
    show('editor');
    expect(await screen.findByText('100 points = ₱1.00')).toBeTruthy();
    expect(api.to('operatorPointConfig')[0]!.params).toEqual({ merchantCode: 'aurora' });
    expect(screen.getByText('1,000 points (₱10.00)')).toBeTruthy();
    expect(screen.getByText('Points never expire.')).toBeTruthy();
    expect(screen.getByText('Only an admin changes the points settings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    const rates = screen.getByRole('table', { name: 'Points earned per rank' });
    expect(
      within(rates)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rank', 'Live casino', 'Slots', 'Lottery']);
    const second = within(rates).getAllByRole('row')[2]!;
    expect(within(second).getByRole('rowheader').textContent).toBe('1 · VIP1');
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2', '1']);
  });

  it('saves the rate, the minimum and the rules with a reason (admin)', async () => {
    const api = fakeApi({
      operatorPointConfig: () => pointConfig(),
      operatorSavePointConfig: () => pointConfig({ pointsPerUnit: 200 }),
    });
    show();
    const perUnit = await screen.findByLabelText('Points per 1.00');
    expect((perUnit as HTMLInputElement).value).toBe('100');
    expect(screen.getByText(/The server gives the rules back in English only/)).toBeTruthy();
    change(perUnit, '200');
    change(screen.getByLabelText('Minimum to convert'), '1050');
    expect(screen.getByText(/200 points convert to ₱1.00; the minimum, 1,050 points, to ₱5.25/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /ไทย/ }));
    change(screen.getByLabelText('Rules (ไทย)'), 'คะแนนไม่มีวันหมดอายุ');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true'));
    expect(api.to('operatorSavePointConfig')).toHaveLength(0);
    change(screen.getByLabelText('Reason'), 'Halve the rate');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByText('Points settings saved.')).toBeTruthy());
    expect(api.to('operatorSavePointConfig')[0]).toMatchObject({
      params: { merchantCode: 'aurora' },
      body: {
        pointsPerUnit: 200,
        minConvert: 1050,
        rules: { EN: 'Points never expire.', TH: 'คะแนนไม่มีวันหมดอายุ' },
        reason: 'Halve the rate',
      },
    });
  });

  it('shows the server’s refusal in place', async () => {
    fakeApi({
      operatorPointConfig: () => pointConfig(),
      operatorSavePointConfig: () => refuse('operator.forbidden', null, 403),
    });
    show();
    change(await screen.findByLabelText('Reason'), 'Try');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your role may not do this.');
  });
});
