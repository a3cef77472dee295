import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySessionChange } from '../../shared/storage/session';
import { installFakeApi, type FakeAnswer } from '../../test/fakeApi';
import { ReferralPage } from './ReferralPage';
import { REFERRAL_LINK, referralFixture, renderWithSite, signIn } from './testSupport';

const api = installFakeApi();
let referral: FakeAnswer<'referral'>;
let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  notifySessionChange();
  signIn();
  referral = referralFixture();
  api.on('referral', () => referral);
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

const invitation = () => screen.findByRole('region', { name: 'Your invitation' });

describe('invite friends', () => {
  it("shows the member's code and link with the link's QR code", async () => {
    renderWithSite(<ReferralPage />);
    const section = await invitation();
    expect(within(section).getByTestId('referral-code').textContent).toBe('R7');
    expect(within(section).getByTestId('referral-link').textContent).toBe(REFERRAL_LINK);
    // The encoder loads on demand; then the code is drawn as an SVG.
    await waitFor(() =>
      expect(
        within(section).getByRole('img', { name: 'QR code of your invitation link' }).tagName.toLowerCase(),
      ).toBe('svg'),
    );
    expect(api.calls('referral')).toHaveLength(1);
  });

  it('copies the code and the link to the clipboard and says so', async () => {
    renderWithSite(<ReferralPage />);
    const section = await invitation();
    fireEvent.click(within(section).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('R7'));
    expect(await within(section).findByText('Code copied')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(REFERRAL_LINK));
    // The text changes once the clipboard's promise settles.
    await waitFor(() => expect(within(section).getByRole('status').textContent).toBe('Link copied'));
  });

  it('says when the browser refuses to copy', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    renderWithSite(<ReferralPage />);
    const section = await invitation();
    fireEvent.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(
      await within(section).findByText('Could not copy: select the text and copy it yourself.'),
    ).toBeTruthy();
  });

  it('offers the share sheet only where the browser has one', async () => {
    const view = renderWithSite(<ReferralPage />);
    const plain = await invitation();
    expect(within(plain).queryByRole('button', { name: 'Share' })).toBeNull();
    view.unmount();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithSite(<ReferralPage />);
    const section = await invitation();
    fireEvent.click(within(section).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Invite friends',
        text: 'Register with my invitation code R7',
        url: REFERRAL_LINK,
      }),
    );
  });

  it('explains the rewards from the settings and shows the total earned', async () => {
    renderWithSite(<ReferralPage />);
    const rewards = await screen.findByRole('region', { name: 'Rewards' });
    expect(
      within(rewards)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "When a friend's first deposit is at least ₱100.00, you get ₱50.00.",
      "When a friend's valid bets reach ₱5,000.00, you get ₱100.00.",
    ]);
    expect(within(rewards).getByText(/paid once per friend/)).toBeTruthy();
    expect(within(rewards).getByTestId('referral-earned').textContent).toBe('₱150.00');
  });

  it('leaves out a reward that is off', async () => {
    referral = referralFixture({
      settings: { ...referralFixture().settings, firstDepositReward: '0.00' },
    });
    renderWithSite(<ReferralPage />);
    const rewards = await screen.findByRole('region', { name: 'Rewards' });
    expect(
      within(rewards)
        .getAllByRole('listitem')
        .map((item) => item.dataset.rule),
    ).toEqual(['turnover']);
  });

  it('lists the friends with their registration, first deposit, valid bets and what each earned', async () => {
    renderWithSite(<ReferralPage />);
    const table = await screen.findByRole('table', { name: 'Friends who registered with your code' });
    const rows = within(table).getAllByRole('row');
    expect([...rows[0]!.children].map((cell) => cell.textContent)).toEqual([
      'Friend',
      'Registered',
      'First deposit',
      'Valid bets',
      'You earned',
    ]);
    const cells = (index: number) => [...rows[index]!.children].map((cell) => cell.textContent);
    expect(cells(1)).toEqual(['b****b', '2025-05-03', '✓Made', '₱6,200.00', '₱150.00']);
    expect(cells(2)).toEqual(['c****e', '2025-06-01', '–Not yet', '₱0.00', '₱0.00']);
    expect(screen.getByText('2 joined')).toBeTruthy();
  });

  it('says when no friend has joined yet', async () => {
    referral = referralFixture({ friends: [], earned: '0.00' });
    renderWithSite(<ReferralPage />);
    expect(await screen.findByText('No friends have joined yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('referral-earned').textContent).toBe('₱0.00');
  });

  it('is unavailable and asks nothing while REFERRAL3 is off', async () => {
    renderWithSite(<ReferralPage />, { REFERRAL3: false });
    expect(await screen.findByText('The referral programme is not available right now.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your invitation' })).toBeNull();
    expect(api.asked()).toEqual([]);
  });
});
