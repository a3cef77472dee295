import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RedemptionsPage from './RedemptionsPage';
import {
  change,
  fakeApi,
  page,
  redemption,
  refuse,
  renderPage,
  setUpPageTests,
  type Call,
} from './testSupport';

setUpPageTests();

const show = (entry = '/loyalty/redemptions', role: 'viewer' | 'editor' | 'admin' = 'editor') =>
  renderPage(<RedemptionsPage />, entry, role);

const queue = () =>
  page(
    [
      redemption(1, {
        status: 'approved',
        remark: 'Shipped by courier',
        decidedBy: 'ops.anna',
        decidedAt: Date.UTC(2026, 11, 3, 9),
      }),
      redemption(2),
      redemption(3, {
        rewardId: 8,
        rewardName: 'Cash 50',
        amount: '50.00',
        points: 6000,
        quantity: 2,
        address: null,
      }),
      redemption(4, { status: 'rejected', decidedBy: 'ops.ben', decidedAt: Date.UTC(2026, 11, 3, 10) }),
    ],
    3,
  );
const decided = (call: Call) => {
  const body = call.body as { approve: boolean; remark?: string };
  return redemption(Number(call.params.redemptionId), {
    status: body.approve ? 'approved' : 'rejected',
    remark: body.remark ?? null,
    decidedBy: 'op',
    decidedAt: Date.UTC(2026, 11, 4),
  });
};

describe('RedemptionsPage', () => {
  it('lists the redemptions in progress first, with the URL’s filter and page', async () => {
    const api = fakeApi({ operatorRedemptions: queue }, 'viewer');
    show('/loyalty/redemptions?page=2', 'viewer');
    await screen.findByText('member2');
    expect(api.to('operatorRedemptions')[0]).toMatchObject({
      params: { merchantCode: 'aurora' },
      query: { pageNo: '2', pageSize: '20' },
    });
    const order = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(order).toEqual(['member2ID 72', 'member3ID 73', 'member1ID 71', 'member4ID 74']);
    const cash = screen.getByText('member3').closest('tr')!;
    const cells = within(cash)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(2, 10)).toEqual(['Cash 50#8', '2', '6,000', '₱50.00', '—', 'In progress', '—', '—']);
    const approved = screen.getByText('member1').closest('tr')!;
    expect(within(approved).getByText('Approved')).toBeTruthy();
    expect(within(approved).getByText('Shipped by courier')).toBeTruthy();
    expect(within(approved).getByText('ops.anna')).toBeTruthy();
    expect(within(approved).getByText('12 Rizal St, Makati')).toBeTruthy();
    // A viewer decides nothing.
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reject/ })).toBeNull();

    change(screen.getByLabelText('Status'), 'in_progress');
    await waitFor(() =>
      expect(api.to('operatorRedemptions').at(-1)!.query).toEqual({
        status: 'in_progress',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });

  it('offers an editor Approve and Reject on redemptions in progress only', async () => {
    fakeApi({ operatorRedemptions: queue });
    show();
    await screen.findByText('member2');
    expect(screen.getByRole('button', { name: 'Approve redemption 2 of member2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject redemption 3 of member3' })).toBeTruthy();
    for (const username of ['member1', 'member4']) {
      const row = screen.getByText(username).closest('tr')!;
      expect(within(row).queryAllByRole('button')).toHaveLength(0);
    }
  });

  it('approving asks for a reason, then posts it with the remark for the member', async () => {
    const api = fakeApi({ operatorRedemptions: queue, operatorDecideRedemption: decided });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve redemption 3 of member3' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve redemption 3 of member3' });
    expect(within(dialog).getByText('member3 redeemed 2 × “Cash 50” for 6,000 points.')).toBeTruthy();
    expect(within(dialog).getByText("Approving credits ₱50.00 to the member's main wallet.")).toBeTruthy();
    change(within(dialog).getByLabelText('Remark for the member (optional)'), ' Enjoy! ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Say why: the reason is kept in the audit log.',
    );
    expect(api.to('operatorDecideRedemption')).toHaveLength(0);
    change(within(dialog).getByLabelText('Reason'), 'Checked the account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('operatorDecideRedemption')[0]).toMatchObject({
      params: { merchantCode: 'aurora', redemptionId: '3' },
      body: { approve: true, remark: 'Enjoy!', reason: 'Checked the account' },
    });
    expect(screen.getByText('Redemption 3 of member3 approved.')).toBeTruthy();
  });

  it('rejecting says the points and stock come back, and sends no empty remark', async () => {
    const api = fakeApi({ operatorRedemptions: queue, operatorDecideRedemption: decided });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject redemption 2 of member2' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject redemption 2 of member2' });
    expect(
      within(dialog).getByText(
        "Rejecting gives the member's 5,000 points back and returns 1 to the reward's stock.",
      ),
    ).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm.className).toContain('btn--danger');
    change(within(dialog).getByLabelText('Reason'), 'Address is a PO box');
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('operatorDecideRedemption')[0]!.body).toEqual({
      approve: false,
      reason: 'Address is a PO box',
    });
    expect(screen.getByText('Redemption 2 of member2 rejected: the points and stock are back.')).toBeTruthy();
  });

  it('says when another operator decided first, and reads the list again', async () => {
    const api = fakeApi({
      operatorRedemptions: queue,
      operatorDecideRedemption: () => refuse('points.redemption.state', null, 409),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve redemption 2 of member2' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve redemption 2 of member2' });
    expect(within(dialog).getByText(/Approve once the goods are on their way to: 12 Rizal St/)).toBeTruthy();
    change(within(dialog).getByLabelText('Reason'), 'Shipped');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'This redemption has already been decided: the list now shows where it stands.',
      ),
    );
    await waitFor(() => expect(api.to('operatorRedemptions').length).toBeGreaterThan(1));
  });

  it('says when no redemption matches the filter', async () => {
    fakeApi({ operatorRedemptions: () => page([]) });
    show('/loyalty/redemptions?status=rejected');
    expect(await screen.findByText('No redemption matches this filter.')).toBeTruthy();
  });
});
