import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ApplicationsPage from './ApplicationsPage';
import {
  activity,
  application,
  change,
  fakeApi,
  page,
  PNG,
  refuse,
  renderPage,
  setUpPageTests,
  type Call,
} from './testSupport';

setUpPageTests();

const show = (entry = '/promotions/applications', role: 'viewer' | 'editor' | 'admin' = 'editor') =>
  renderPage(<ApplicationsPage />, entry, role);

const activities = () =>
  page([
    activity(7, {
      kind: 'application',
      title: { EN: 'Screenshot bonus' },
      reward: { percentBasisPoints: 0, fixed: '88.00', max: null, threshold: '0' },
    }),
  ]);

describe('ApplicationsPage', () => {
  it('lists the waiting applications first, filtered from the URL', async () => {
    const api = fakeApi({
      operatorActivities: activities,
      operatorPromotionApplications: () =>
        page([
          application(1, { state: 'approved', decidedBy: 'ed', bonusId: 77 }),
          application(2, { imageCount: 2 }),
          application(3, { messagingId: '84901234567', remark: '' }),
        ]),
    });
    show('/promotions/applications?activity=7&state=applying');
    await screen.findByText('member2');
    expect(api.to('operatorPromotionApplications')[0]!.query).toEqual({
      state: 'applying',
      activityId: '7',
      pageNo: '1',
      pageSize: '20',
    });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'member2',
      'member3',
      'member1',
    ]);
    expect(within(rows[0]!).getByText('2 images')).toBeTruthy();
    expect(within(rows[1]!).getByText('ID 84901234567')).toBeTruthy();
    expect(within(rows[2]!).getByText('by ed')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/m/aurora/members/42');
    expect((screen.getByLabelText('Activity') as HTMLSelectElement).value).toBe('7');
    expect(screen.getByRole('option', { name: 'Screenshot bonus (#7)' })).toBeTruthy();
  });

  it('the detail loads each image when it opens, and approves with an amount and a reason', async () => {
    const api = fakeApi({
      operatorActivities: activities,
      operatorPromotionApplications: () =>
        page([application(2, { imageCount: 2, messagingId: '84901234567' })]),
      operatorPromotionApplicationImage: (call: Call) =>
        call.params.index === '0' ? { dataUrl: PNG } : { dataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' },
      operatorDecideApplication: () =>
        application(2, {
          state: 'approved',
          decidedBy: 'op',
          decidedAt: Date.UTC(2026, 11, 2, 9),
          bonusId: 5,
        }),
    });
    show();
    const review = await screen.findByRole('button', { name: 'Review application 2 of member2' });
    // Nothing is fetched before the detail opens.
    expect(api.to('operatorPromotionApplicationImage')).toHaveLength(0);
    fireEvent.click(review);
    const dialog = screen.getByRole('dialog', { name: 'Application 2 · member2' });
    expect(within(dialog).getByText('I shared the post')).toBeTruthy();
    expect(within(dialog).getByText('84901234567')).toBeTruthy();
    expect(within(dialog).getByText('Screenshot bonus (#7)')).toBeTruthy();
    expect(within(dialog).getByText('₱88.00')).toBeTruthy();
    const image = await within(dialog).findByRole('img', { name: "Image 1 of member2's application" });
    expect(image.getAttribute('src')).toBe(PNG);
    expect(await within(dialog).findByText('Image 2 is not a PNG or JPEG picture: not shown.')).toBeTruthy();
    expect(api.to('operatorPromotionApplicationImage').map((call) => call.params)).toEqual([
      { merchantCode: 'aurora', applicationId: '2', index: '0' },
      { merchantCode: 'aurora', applicationId: '2', index: '1' },
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const decide = screen.getByRole('dialog', { name: 'Approve application 2 of member2' });
    expect(within(decide).getByText("Empty: the activity's fixed reward, ₱88.00.")).toBeTruthy();
    change(within(decide).getByLabelText('Reward to issue (optional)'), '12.345678');
    change(within(decide).getByLabelText('Reason'), 'Screenshot checked');
    fireEvent.click(within(decide).getByRole('button', { name: 'Approve' }));
    expect(await within(decide).findByRole('alert')).toBeTruthy();
    expect(api.to('operatorDecideApplication')).toHaveLength(0);
    change(within(decide).getByLabelText('Reward to issue (optional)'), '120');
    fireEvent.click(within(decide).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('operatorDecideApplication')[0]).toMatchObject({
      params: { merchantCode: 'aurora', applicationId: '2' },
      body: { approve: true, amount: '120', reason: 'Screenshot checked' },
    });
    expect(screen.getByRole('status').textContent).toContain('Application 2 of member2 approved');
  });

  it('rejects with a required reason and no amount; the server’s refusal shows in place', async () => {
    let refused = true;
    const api = fakeApi({
      operatorActivities: activities,
      operatorPromotionApplications: () => page([application(4)]),
      operatorDecideApplication: () =>
        refused
          ? refuse('promotion.budget.exhausted', null, 409)
          : application(4, { state: 'rejected', reason: 'Blurry' }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Review application 4 of member4' }));
    expect(within(screen.getByRole('dialog')).getByText('No images.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const decide = screen.getByRole('dialog', { name: 'Reject application 4 of member4' });
    expect(within(decide).queryByLabelText('Reward to issue (optional)')).toBeNull();
    fireEvent.click(within(decide).getByRole('button', { name: 'Reject' }));
    expect(within(decide).getByRole('alert').textContent).toBe(
      'Say why: the reason is kept in the audit log.',
    );
    change(within(decide).getByLabelText('Reason'), 'Blurry');
    fireEvent.click(within(decide).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(decide).getByRole('alert').textContent).toBe(
        'This activity has given out its whole budget.',
      ),
    );
    refused = false;
    fireEvent.click(within(decide).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('operatorDecideApplication').at(-1)!.body).toEqual({ approve: false, reason: 'Blurry' });
  });

  it('a viewer opens the detail but decides nothing', async () => {
    fakeApi({
      operatorActivities: activities,
      operatorPromotionApplications: () => page([application(5)]),
    });
    show('/promotions/applications', 'viewer');
    fireEvent.click(await screen.findByRole('button', { name: 'Open application 5 of member5' }));
    const dialog = screen.getByRole('dialog', { name: 'Application 5 · member5' });
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
