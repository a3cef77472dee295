import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel, toWhitelabelTree } from '@wps/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberCentreProvider } from '../../features/member-centre/MemberCentreProvider';
import { useMemberCentre } from '../../features/member-centre/useMemberCentre';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { notifySessionChange } from '../../shared/storage/session';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { installFakeApi } from '../../test/fakeApi';
import { systemStatusFixture } from '../../test/fixtures';
import { memberCentrePages } from './memberCentrePages';

const api = installFakeApi();

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'token-1');
  notifySessionChange();
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  api.on('memberInfo', () => ({
    id: 7,
    account: 'alice01',
    nickname: null,
    type: 1,
    toUpline: false,
    clubLabel: { labelName: 'VIP3', rankLevel: 3 },
    memberLabel: [],
    regDate: 0,
    merchantCode: 'demo',
  }));
  api.on('cashback', () => ({
    since: null,
    until: Date.now(),
    rows: [{ category: 'RNG', validBet: '500.00', rateBasisPoints: 60, amount: '3.00' }],
    total: '3.00',
    level: 3,
    currency: 'PHP',
  }));
  api.on('cashbackHistory', () => ({ list: [] }));
});

function OpenCashback() {
  const centre = useMemberCentre();
  return (
    <>
      <button type="button" onClick={() => centre.open('manualRebate')}>
        open cashback
      </button>
      <button type="button" onClick={() => centre.open('referral')}>
        open invite friends
      </button>
      <button type="button" onClick={() => centre.open('missionLeaderboard')}>
        open missions
      </button>
    </>
  );
}

function renderCentre(modules: Record<string, boolean>) {
  const status = systemStatusFixture();
  status.info.whitelabel = toWhitelabelTree(modules);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DialogProvider>
        <SiteContext.Provider value={{ status, modules: flattenWhitelabel(status.info.whitelabel) }}>
          <MemoryRouter initialEntries={['/index']}>
            <MemberCentreProvider pages={memberCentrePages}>
              <OpenCashback />
            </MemberCentreProvider>
          </MemoryRouter>
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
}

describe('the member centre cashback page (manualRebate)', () => {
  it('is the cashback feature while MANPLAYREB3 is on', async () => {
    renderCentre({ MANPLAYREB3: true });
    fireEvent.click(screen.getByRole('button', { name: 'open cashback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(dialog).getByRole('button', { current: 'page' }).textContent).toBe('Cashback');
    expect(await within(dialog).findByRole('heading', { name: 'Cashback to claim' })).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('cashback-total').textContent).toBe('₱3.00'));
  });

  it('is neither listed nor asked for while MANPLAYREB3 is off', async () => {
    renderCentre({ MANPLAYREB3: false });
    fireEvent.click(screen.getByRole('button', { name: 'open cashback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).queryByRole('button', { name: 'Cashback' })).toBeNull();
    expect(within(dialog).getByRole('button', { current: 'page' }).textContent).toBe('My account');
    expect(within(dialog).queryByText('Cashback to claim')).toBeNull();
    expect(api.asked()).not.toContain('cashback');
  });
});

describe('the member centre invite friends page (referral)', () => {
  beforeEach(() => {
    api.on('referral', () => ({
      code: 'R7',
      link: 'https://demo.example/register?referralCode=R7',
      settings: {
        firstDepositReward: '50.00',
        minDeposit: '100.00',
        turnoverReward: '0.00',
        turnoverTarget: '5000.00',
      },
      friends: [],
      earned: '0.00',
      currency: 'PHP',
    }));
  });

  it("is the member's referral programme while REFERRAL3 is on", async () => {
    renderCentre({ REWCEN3: true, REFERRAL3: true });
    fireEvent.click(screen.getByRole('button', { name: 'open invite friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(dialog).getByRole('button', { current: 'page' }).textContent).toBe('Invite friends');
    const invitation = await within(dialog).findByRole('region', { name: 'Your invitation' });
    expect(within(invitation).getByTestId('referral-code').textContent).toBe('R7');
    expect(await within(dialog).findByText('No friends have joined yet')).toBeTruthy();
  });

  it('is neither listed nor asked for while REFERRAL3 is off', async () => {
    renderCentre({ REWCEN3: true, REFERRAL3: false });
    fireEvent.click(screen.getByRole('button', { name: 'open invite friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).queryByRole('button', { name: 'Invite friends' })).toBeNull();
    expect(within(dialog).getByRole('button', { current: 'page' }).textContent).toBe('My account');
    expect(api.asked()).not.toContain('referral');
  });
});

describe('the member centre mission activity page (missionLeaderboard)', () => {
  it('shows the missions and the board, and badges its entry with the missions to claim', async () => {
    api.on('missionSummary', () => ({
      missions: [
        {
          id: 1,
          title: 'Play 20 rounds',
          period: 'daily',
          metric: 'rounds',
          target: '20',
          progress: '20',
          completed: true,
          claimed: false,
          reward: { money: '5.00', points: 0 },
          endsAt: Date.now() + 3_600_000,
        },
      ],
      claimable: 1,
      currency: 'PHP',
    }));
    api.on('missionLeaderboard', () => ({ week: '2025-06-02', top: [], me: { rank: null, completed: 0 } }));
    renderCentre({});
    fireEvent.click(screen.getByRole('button', { name: 'open missions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const entry = within(dialog).getByRole('button', { current: 'page' });
    expect(entry.textContent).toMatch(/^Mission activity/);
    expect(await within(entry).findByText('1')).toBeTruthy();
    expect(await within(dialog).findByRole('heading', { name: 'Play 20 rounds' })).toBeTruthy();
    expect(await within(dialog).findByText("No one is on this week's board yet")).toBeTruthy();
  });
});
