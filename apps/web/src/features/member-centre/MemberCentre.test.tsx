import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { flattenWhitelabel, toWhitelabelTree } from '@wps/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../shared/api/queryClient';
import { lazyWidget } from '../../shared/lazy/lazyWidget';
import {
  getPointMallState,
  INITIAL_POINT_MALL_STATE,
  updatePointMallState,
} from '../../shared/loyalty/pointMallState';
import { SiteContext } from '../../shared/site/siteContext';
import { notifySessionChange } from '../../shared/storage/session';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { installFakeApi } from '../../test/fakeApi';
import { systemStatusFixture } from '../../test/fixtures';
import { badgeText, MEMBER_CENTRE_ENTRIES, visibleEntries } from './menu';
import { MemberCentreProvider } from './MemberCentreProvider';
import {
  MEMBER_CENTRE_PAGES,
  POINT_MALL_KEY,
  useMemberCentre,
  type MemberCentrePage,
  type MemberCentrePageProps,
  type MemberCentrePages,
} from './useMemberCentre';

const ENGLISH_MENU = [
  'My account',
  'My wallet',
  'Deposit',
  'Withdrawal',
  'Transfer to upline',
  'Betting record',
  'Cashback',
  'Account record',
  'Personal profit and loss',
  'Bonus details',
  'Reward centre',
  'Invite friends',
  'Mission activity',
  'Platform information',
];

const api = installFakeApi();
let memberType = 1;

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  memberType = 1;
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
});

function signIn() {
  sessionStorage.setItem('token', 'token-1');
  notifySessionChange();
}

function Opener({ page }: { page?: MemberCentrePage }) {
  const centre = useMemberCentre();
  return (
    <button type="button" onClick={() => centre.open(page)}>
      open centre
    </button>
  );
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

const securityPage = lazyWidget<MemberCentrePageProps>(async () => ({
  default: ({ close }: { close: () => void }) => (
    <div>
      <p>security page body</p>
      <button type="button" onClick={close}>
        page close
      </button>
    </div>
  ),
}));

function renderCentre(
  options: {
    modules?: Record<string, boolean>;
    onLoginRequired?: () => void;
    page?: MemberCentrePage;
    url?: string;
  } = {},
) {
  const status = systemStatusFixture({ info: { ...systemStatusFixture().info } });
  status.info.whitelabel = toWhitelabelTree(options.modules ?? {});
  const queryClient: QueryClient = createQueryClient();
  const pages: MemberCentrePages = { securityCenter: securityPage };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <SiteContext.Provider value={{ status, modules: flattenWhitelabel(status.info.whitelabel) }}>
          <MemoryRouter initialEntries={[options.url ?? '/index']}>
            <MemberCentreProvider pages={pages} onLoginRequired={options.onLoginRequired}>
              <Opener page={options.page} />
              <Address />
            </MemberCentreProvider>
          </MemoryRouter>
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

const openCentre = () => fireEvent.click(screen.getByRole('button', { name: 'open centre' }));
const menuButtons = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('navigation', { name: 'Member centre menu' })).getAllByRole('button');

describe('menu', () => {
  it('lists the 14 pages in spec order', () => {
    expect(MEMBER_CENTRE_ENTRIES.map((entry) => entry.page)).toEqual([...MEMBER_CENTRE_PAGES]);
  });

  it('shows cashback only while MANPLAYREB3 is on', () => {
    expect(visibleEntries({ MANPLAYREB3: true, REWCEN3: true, REFERRAL3: true, COMM3: true })).toHaveLength(
      14,
    );
    expect(visibleEntries({ MANPLAYREB3: false }).map((entry) => entry.page)).not.toContain('manualRebate');
  });

  it('shows the reward centre only while REWCEN3 is on', () => {
    const pages = (modules: Record<string, boolean>) => visibleEntries(modules).map((entry) => entry.page);
    expect(pages({ REWCEN3: true })).toContain('rewardCenter');
    expect(pages({ REWCEN3: false })).not.toContain('rewardCenter');
  });

  it('shows invite friends only while REFERRAL3 is on, unless the page is ungated (agents)', () => {
    const pages = (modules: Record<string, boolean>, ungated?: MemberCentrePage[]) =>
      visibleEntries(modules, ungated).map((entry) => entry.page);
    expect(pages({ REFERRAL3: true })).toContain('referral');
    expect(pages({ REFERRAL3: false })).not.toContain('referral');
    expect(pages({ REFERRAL3: false }, ['referral'])).toContain('referral');
  });

  it('shows mission activity only while COMM3 is on', () => {
    const pages = (modules: Record<string, boolean>) => visibleEntries(modules).map((entry) => entry.page);
    expect(pages({ COMM3: true })).toContain('missionLeaderboard');
    expect(pages({ COMM3: false })).not.toContain('missionLeaderboard');
  });

  it('badges a count only above 0', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(null)).toBeNull();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(250)).toBe('99+');
  });
});

describe('member centre', () => {
  it('asks a visitor to log in instead of opening', async () => {
    const onLoginRequired = vi.fn();
    renderCentre({ onLoginRequired });
    openCentre();
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens for a member on the security centre with the 14 entries in order', async () => {
    signIn();
    renderCentre({ modules: { MANPLAYREB3: true, REWCEN3: true } });
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(menuButtons(dialog).map((button) => button.textContent)).toEqual(ENGLISH_MENU);
    const active = within(dialog).getByRole('button', { current: 'page' });
    expect(active.textContent).toBe('My account');
    expect(await within(dialog).findByText('security page body')).toBeTruthy();
  });

  it('switches pages from the menu and highlights the active entry', async () => {
    signIn();
    renderCentre();
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'My wallet' }));
    expect(within(dialog).getByRole('button', { current: 'page' }).textContent).toBe('My wallet');
    expect(within(dialog).getByRole('region', { name: 'My wallet' })).toBeTruthy();
    expect(within(dialog).getByText('Coming with the wallet')).toBeTruthy();
    expect(within(dialog).queryByText('security page body')).toBeNull();
  });

  it('opens on the page asked for', async () => {
    signIn();
    renderCentre({ page: 'messageV2' });
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(dialog).getByRole('button', { current: 'page' }).textContent).toBe('Platform information');
    expect(within(dialog).getByText('Coming with platform messages')).toBeTruthy();
  });

  it('leaves cashback out while MANPLAYREB3 is off', async () => {
    signIn();
    renderCentre({ modules: { REWCEN3: true, MANPLAYREB3: false } });
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(menuButtons(dialog).map((button) => button.textContent)).toEqual(
      ENGLISH_MENU.filter((label) => label !== 'Cashback'),
    );
  });

  it('hides deposit and withdrawal in credit mode (CREDITMAR3)', async () => {
    expect(
      visibleEntries({
        MANPLAYREB3: true,
        REWCEN3: true,
        REFERRAL3: true,
        COMM3: true,
        CREDITMAR3: true,
      }).map((entry) => entry.page),
    ).toEqual(
      MEMBER_CENTRE_ENTRIES.map((entry) => entry.page).filter(
        (page) => page !== 'depositv2' && page !== 'withdraw',
      ),
    );
    signIn();
    renderCentre({ modules: { MANPLAYREB3: true, REWCEN3: true, CREDITMAR3: true } });
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(menuButtons(dialog).map((button) => button.textContent)).toEqual(
      ENGLISH_MENU.filter((label) => label !== 'Deposit' && label !== 'Withdrawal'),
    );
  });

  it('opens on the page a link names (the gateway return link), once, and clears the link', async () => {
    signIn();
    renderCentre({ url: '/index?memberCentre=messageV2&orderNo=DP1&lang=en' });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(dialog).getByRole('button', { current: 'page' }).textContent).toBe('Platform information');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/index?lang=en');
  });

  it('ignores a link to a page that does not exist', async () => {
    signIn();
    renderCentre({ url: '/index?memberCentre=nowhere' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/index'));
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a trial account (type 4) with the in_need_true_account warning', async () => {
    signIn();
    memberType = 4;
    renderCentre();
    openCentre();
    expect(await screen.findByText(/Please use a real account/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  });

  it('closes with its button (and from a page), clearing the point mall state', async () => {
    signIn();
    const { queryClient } = renderCentre();
    queryClient.setQueryData([...POINT_MALL_KEY, 'balance'], 120);
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
    expect(queryClient.getQueryData([...POINT_MALL_KEY, 'balance'])).toBeUndefined();

    openCentre();
    fireEvent.click(await screen.findByRole('button', { name: 'page close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
  });

  it('clears the point mall screen state (tab, open dialog, pages) when it closes', async () => {
    signIn();
    renderCentre();
    updatePointMallState({ tab: 'history', dialog: { kind: 'convert' }, historyPage: 3 });
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    // Opening leaves it alone; closing clears it.
    expect(getPointMallState().tab).toBe('history');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
    expect(getPointMallState()).toEqual(INITIAL_POINT_MALL_STATE);
  });

  it("badges the reward centre with the member's rewards to take (REWCEN3)", async () => {
    signIn();
    api.on('myPromotions', () => ({
      activities: [
        { activityId: 1, status: 'issued', claimable: '131.00', bonusId: 4, reason: null, progress: null },
      ],
      claimCount: 4,
    }));
    renderCentre({ modules: { REWCEN3: true } });
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const entry = within(dialog).getByRole('button', { name: /^Reward centre/ });
    expect((await within(entry).findByText('4')).getAttribute('aria-label')).toBe('4 new');
  });

  it('badges mission activity with the missions to claim, only above 0', async () => {
    signIn();
    let claimable = 2;
    api.on('missionSummary', () => ({ missions: [], claimable, currency: 'PHP' }));
    const { queryClient } = renderCentre();
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const entry = () => within(dialog).getByRole('button', { name: /^Mission activity/ });
    expect((await within(entry()).findByText('2')).getAttribute('aria-label')).toBe('2 new');

    claimable = 0;
    await queryClient.invalidateQueries({ queryKey: ['missions'] });
    await waitFor(() => expect(entry().querySelector('.member-centre__badge')).toBeNull());
    expect(entry().textContent).toBe('Mission activity');
  });

  it('neither lists nor asks for mission activity while COMM3 is off', async () => {
    signIn();
    api.on('missionSummary', () => ({ missions: [], claimable: 3, currency: 'PHP' }));
    renderCentre({ modules: { COMM3: false } });
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(dialog).queryByRole('button', { name: /^Mission activity/ })).toBeNull();
    expect(api.asked()).not.toContain('missionSummary');
  });

  it('leaves invite friends out while REFERRAL3 is off', async () => {
    signIn();
    renderCentre({ modules: { REWCEN3: true, REFERRAL3: false, MANPLAYREB3: true } });
    openCentre();
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(menuButtons(dialog).map((button) => button.textContent)).toEqual(
      ENGLISH_MENU.filter((label) => label !== 'Invite friends'),
    );
  });

  it('closes when the session ends', async () => {
    signIn();
    renderCentre();
    openCentre();
    await screen.findByRole('dialog', { name: 'Member centre' });
    act(() => {
      sessionStorage.removeItem('token');
      notifySessionChange();
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
  });
});
