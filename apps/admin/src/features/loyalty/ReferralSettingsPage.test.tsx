import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ReferralSettingsPage from './ReferralSettingsPage';
import { change, fakeApi, referralSettings, refuse, renderPage, setUpPageTests } from './testSupport';

setUpPageTests();

const show = (role: 'viewer' | 'editor' | 'admin' = 'admin') =>
  renderPage(<ReferralSettingsPage />, '/loyalty/referral', role);

describe('ReferralSettingsPage', () => {
  it('shows the four amounts and how they are paid; a viewer and an editor change nothing', async () => {
    for (const role of ['viewer', 'editor'] as const) {
      const api = fakeApi({ operatorReferralSettings: () => referralSettings() }, role);
      show(role);
      const now = (await screen.findByRole('heading', { name: 'Now' })).closest('section')!;
      expect(api.to('operatorReferralSettings')[0]!.params).toEqual({ merchantCode: 'aurora' });
      expect(
        Array.from(now.querySelectorAll('.cell-facts__row')).map((row) =>
          Array.from(row.children).map((cell) => cell.textContent),
        ),
      ).toEqual([
        ['Minimum first deposit', '₱100.00'],
        ["Reward on a friend's first deposit", '₱50.00'],
        ["Friend's valid bet target", '₱5,000.00'],
        ['Reward at the valid bet target', '₱100.00'],
      ]);
      expect(screen.getByText(/Each reward is paid once per friend/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'module switches' }).getAttribute('href')).toBe(
        '/m/aurora/settings/modules',
      );
      expect(within(now).getByText('Only an admin changes the referral rewards.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Save rewards' })).toBeNull();
      expect(screen.queryByLabelText('Reason')).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('saves the amounts as decimal strings, only with a reason (admin)', async () => {
    const api = fakeApi({
      operatorReferralSettings: () => referralSettings(),
      operatorSaveReferralSettings: () => referralSettings({ firstDepositReward: '80.00' }),
    });
    show();
    const reward = await screen.findByLabelText("Reward on a friend's first deposit (PHP)");
    expect((reward as HTMLInputElement).value).toBe('50.00');
    expect(screen.queryByText('Only an admin changes the referral rewards.')).toBeNull();
    change(reward, '80');
    change(screen.getByLabelText("Friend's valid bet target (PHP)"), '0');
    expect(screen.getByText(/The valid bet target is 0: its reward is paid for every friend/)).toBeTruthy();
    change(screen.getByLabelText("Friend's valid bet target (PHP)"), '3000.50');
    expect(screen.queryByText(/The valid bet target is 0/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save rewards' }));
    await waitFor(() => expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Say why: the reason is kept in the audit log.')).toBeTruthy();
    expect(api.to('operatorSaveReferralSettings')).toHaveLength(0);

    change(screen.getByLabelText('Minimum first deposit (PHP)'), '100.001');
    change(screen.getByLabelText('Reason'), 'Bigger first deposit reward');
    fireEvent.click(screen.getByRole('button', { name: 'Save rewards' }));
    expect(await screen.findByText("At most 2 decimals (the currency's).")).toBeTruthy();
    expect(api.to('operatorSaveReferralSettings')).toHaveLength(0);

    change(screen.getByLabelText('Minimum first deposit (PHP)'), '200');
    fireEvent.click(screen.getByRole('button', { name: 'Save rewards' }));
    await waitFor(() => expect(screen.getByText('Referral rewards saved.')).toBeTruthy());
    expect(api.to('operatorSaveReferralSettings')).toEqual([
      {
        id: 'operatorSaveReferralSettings',
        params: { merchantCode: 'aurora' },
        query: {},
        body: {
          firstDepositReward: '80',
          minDeposit: '200',
          turnoverReward: '100.00',
          turnoverTarget: '3000.50',
          reason: 'Bigger first deposit reward',
        },
      },
    ]);
    // The form starts again from the settings read back, with no reason.
    await waitFor(() => expect(api.to('operatorReferralSettings').length).toBeGreaterThan(1));
    await waitFor(() =>
      expect(
        (screen.getByLabelText("Reward on a friend's first deposit (PHP)") as HTMLInputElement).value,
      ).toBe('50.00'),
    );
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s refusal in place', async () => {
    fakeApi({
      operatorReferralSettings: () => referralSettings(),
      operatorSaveReferralSettings: () => refuse('operator.forbidden', null, 403),
    });
    show();
    change(await screen.findByLabelText('Reason'), 'Try');
    fireEvent.click(screen.getByRole('button', { name: 'Save rewards' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your role may not do this.');
  });
});
