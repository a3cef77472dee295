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
    <button type="button" onClick={() => centre.open('manualRebate')}>
      open cashback
    </button>
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
