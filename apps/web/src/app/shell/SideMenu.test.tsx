import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel, toWhitelabelTree } from '@wps/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentCentreProvider } from '../../features/agents/AgentCentreProvider';
import { MemberCentreProvider } from '../../features/member-centre/MemberCentreProvider';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { notifySessionChange } from '../../shared/storage/session';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { installFakeApi } from '../../test/fakeApi';
import { systemStatusFixture } from '../../test/fixtures';
import { memberCentrePages } from '../router/memberCentrePages';
import { entryVisible, MAIN_ENTRIES } from './menuEntries';
import { SideMenu } from './SideMenu';

const api = installFakeApi();
let memberType = 0;

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'token-1');
  notifySessionChange();
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  memberType = 0;
  api.on('memberInfo', () => ({
    id: 7,
    account: 'alice01',
    nickname: null,
    type: memberType,
    toUpline: false,
    clubLabel: null,
    memberLabel: [],
    regDate: 0,
    merchantCode: 'demo',
  }));
  api.on('referral', () => ({
    code: 'R7',
    link: 'https://demo.example/register?referralCode=R7',
    settings: {
      firstDepositReward: '50.00',
      minDeposit: '100.00',
      turnoverReward: '100.00',
      turnoverTarget: '5000.00',
    },
    friends: [],
    earned: '0.00',
    currency: 'PHP',
  }));
});

function renderMenu(modules: Record<string, boolean>) {
  const status = systemStatusFixture();
  status.info.whitelabel = toWhitelabelTree(modules);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DialogProvider>
        <SiteContext.Provider value={{ status, modules: flattenWhitelabel(status.info.whitelabel) }}>
          <MemoryRouter initialEntries={['/index']}>
            <AgentCentreProvider>
              <MemberCentreProvider pages={memberCentrePages}>
                <SideMenu mode="expanded" onClose={() => undefined} />
              </MemberCentreProvider>
            </AgentCentreProvider>
          </MemoryRouter>
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
}

const inviteEntry = () => screen.queryByRole('button', { name: 'Invite friends' });

describe('side menu: invite friends', () => {
  it('opens the member centre on the referral programme while REFERRAL3 is on', async () => {
    renderMenu({ REWCEN3: true, REFERRAL3: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(dialog).getByRole('button', { current: 'page' }).textContent).toBe('Invite friends');
    const invitation = await within(dialog).findByRole('region', { name: 'Your invitation' });
    expect(within(invitation).getByTestId('referral-code').textContent).toBe('R7');
  });

  it('is hidden while REFERRAL3 is off', async () => {
    renderMenu({ REWCEN3: true, REFERRAL3: false });
    await screen.findByRole('button', { name: 'Security centre' });
    expect(inviteEntry()).toBeNull();
  });

  it('stays for agents, whose page there is their invitation links', async () => {
    memberType = 1;
    renderMenu({ REWCEN3: true, REFERRAL3: false });
    await waitFor(() => expect(inviteEntry()).not.toBeNull());
  });
});

describe('entryVisible', () => {
  const invite = MAIN_ENTRIES.find((entry) => entry.id === 'inviteFriends')!;

  it('shows invite friends with REFERRAL3, and to agents without it', () => {
    expect(entryVisible(invite, { REFERRAL3: true })).toBe(true);
    expect(entryVisible(invite, { REFERRAL3: false })).toBe(false);
    expect(entryVisible(invite, { REFERRAL3: false }, true)).toBe(true);
  });
});
