import { ACTIVITY_STATUSES, type ActivityStatus, type MyActivity } from '@wps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { emptyAnnouncements } from '../../test/fixtures';
import { installFakeApi } from '../../test/fakeApi';
import { PromoDetailPage } from './PromoDetailPage';
import {
  activityFixture,
  authStub,
  bonusFixture,
  deferred,
  myActivityFixture,
  renderPromotions,
  signIn,
} from './testSupport';

const api = installFakeApi();
let mine: MyActivity[] = [];

beforeEach(() => {
  sessionStorage.clear();
  mine = [];
  api.on('promotionActivity', ({ query }) => {
    if (query?.id !== 1 && query?.id !== 2)
      throw new ApiError('promotion.not.found', 404, 'No such activity');
    return query.id === 2
      ? activityFixture({
          id: 2,
          kind: 'application',
          title: 'Share and win',
          reward: { ...activityFixture().reward, percentBasisPoints: 0 },
        })
      : activityFixture();
  });
  api.on('myPromotions', () => ({ activities: mine, claimCount: 0 }));
});

const actionArea = () => screen.findByRole('region', { name: 'Take part' });

describe('activity page: a visitor', () => {
  it('shows the terms, the rules as plain text, and a login button that opens the login', async () => {
    api.on('promotionActivity', () =>
      activityFixture({ rules: '<b>Deposit</b> at least ₱100.\nOne claim per member.' }),
    );
    const auth = authStub();
    renderPromotions(<PromoDetailPage auth={auth} />, '/promoDetail?activity=1');
    expect(await screen.findByRole('heading', { name: 'Weekend reload', level: 1 })).toBeTruthy();
    const rules = screen.getByRole('region', { name: 'Rules' });
    // Operator text is never HTML here: the tags show as typed, the line break is kept.
    expect(rules.querySelector('b')).toBeNull();
    expect(within(rules).getByText(/<b>Deposit<\/b> at least/).textContent).toContain('\nOne claim');
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(within(terms).getByText('50% of your deposit')).toBeTruthy();
    expect(within(terms).getByText('₱500.00 per claim')).toBeTruthy();
    expect(within(terms).getByText('₱100.00 or more')).toBeTruthy();
    expect(within(terms).getByText('10× the bonus')).toBeTruthy();
    expect(within(terms).getByText('Bets up to ₱50.00')).toBeTruthy();
    expect(within(terms).getByText('72 hours after payment')).toBeTruthy();
    const weights = within(terms).getByRole('table');
    expect(within(weights).getByRole('row', { name: 'Live casino 10%' })).toBeTruthy();
    expect(within(weights).getByRole('row', { name: 'Sports 50%' })).toBeTruthy();
    expect(within(weights).getByRole('row', { name: 'All other games 100%' })).toBeTruthy();

    const area = await actionArea();
    expect(within(area).getByText('Log in to take part in this activity.')).toBeTruthy();
    fireEvent.click(within(area).getByRole('button', { name: 'Log in to take part' }));
    expect(auth.openLogin).toHaveBeenCalledTimes(1);
    expect(api.asked()).not.toContain('myPromotions');
  });

  it('says when the activity starts, and when it does not exist', async () => {
    const startsAt = new Date(2030, 0, 2, 9, 30).getTime();
    api.on('promotionActivity', () =>
      activityFixture({ status: 'coming_soon', startsAt, endsAt: startsAt + 1e9 }),
    );
    const view = renderPromotions(<PromoDetailPage auth={authStub()} />, '/promoDetail?activity=1');
    const area = await actionArea();
    expect(within(area).getByText('Starts 2030-01-02 09:30:00.')).toBeTruthy();
    expect(within(area).queryByRole('button')).toBeNull();
    view.unmount();
    api.on('promotionActivity', () => {
      throw new ApiError('promotion.not.found', 404, 'No such activity');
    });
    renderPromotions(<PromoDetailPage auth={authStub()} />, '/promoDetail?activity=99');
    expect(await screen.findByText('This promotion is not available.')).toBeTruthy();
  });

  it('keeps the notice view for ?id= and hides activities while REWCEN3 is off', async () => {
    api.on('announcements', () => ({
      ...emptyAnnouncements,
      promotion: [
        {
          id: 5,
          title: 'Lucky Friday',
          content: '<p>Spin and win</p>',
          date: '2026-04-03 10:00:00',
          promotionType: null,
        },
      ],
    }));
    const view = renderPromotions(<PromoDetailPage auth={authStub()} />, '/promoDetail?id=5', {
      REWCEN3: false,
    });
    expect(await screen.findByRole('heading', { name: 'Lucky Friday' })).toBeTruthy();
    view.unmount();
    renderPromotions(<PromoDetailPage auth={authStub()} />, '/promoDetail?activity=1', { REWCEN3: false });
    expect(await screen.findByText('This promotion is not available.')).toBeTruthy();
    expect(api.asked()).not.toContain('promotionActivity');
  });
});

describe('activity page: a member', () => {
  beforeEach(() => signIn());

  const expected: Record<ActivityStatus, string | null> = {
    join: 'Join',
    claim: 'Claim ₱50.00',
    applying: null,
    rejected: null,
    issued: 'Collect ₱131.00',
    claimed: null,
    process: 'View turnover',
    joined: null,
    closed: null,
    coming_soon: null,
  };

  it.each(ACTIVITY_STATUSES)('shows the button of status %s', async (status) => {
    mine = [
      myActivityFixture({
        status,
        claimable: status === 'claim' ? '50.00' : status === 'issued' ? '131.00' : null,
        bonusId: status === 'issued' || status === 'process' ? 7 : null,
        reason: status === 'rejected' ? 'Same device as another member' : null,
        progress: status === 'joined' ? '300.00' : null,
      }),
    ];
    renderPromotions(<PromoDetailPage auth={authStub()} />, '/promoDetail?activity=1');
    const area = await actionArea();
    await waitFor(() => expect(area.getAttribute('data-status')).toBe(status));
    const buttons = within(area)
      .queryAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(expected[status] ? [expected[status]] : []);
    if (status === 'rejected')
      expect(within(area).getByText('Not approved: Same device as another member')).toBeTruthy();
    if (status === 'joined') expect(within(area).getByText('Your progress so far: ₱300.00')).toBeTruthy();
  });

  it('claims once however often the button is pressed, then shows what was paid', async () => {
    mine = [myActivityFixture({ status: 'claim', claimable: '50.00' })];
    const answer = deferred<ReturnType<typeof bonusFixture>>();
    api.on('claimPromotion', () => answer.promise);
    const auth = authStub();
    renderPromotions(<PromoDetailPage auth={auth} />, '/promoDetail?activity=1');
    const area = await actionArea();
    const claim = await within(area).findByRole('button', { name: 'Claim ₱50.00' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() =>
      expect(within(area).getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true),
    );
    fireEvent.click(within(area).getByRole('button', { name: 'Sending…' }));
    mine = [myActivityFixture({ status: 'process', bonusId: 7 })];
    answer.resolve(bonusFixture({ turnover: { required: '500.00', done: '0.00', remaining: '500.00' } }));
    expect(
      await within(area).findByText(
        'Accepted: ₱50.00 was added to your wallet. Play ₱500.00 turnover before withdrawing it.',
      ),
    ).toBeTruthy();
    expect(api.calls('claimPromotion')).toHaveLength(1);
    const body = api.calls('claimPromotion')[0]?.body;
    expect(body?.activityId).toBe(1);
    expect(body?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(auth.requireRealAccount).toHaveBeenCalledTimes(1);
    // The member's state is read again: the reward now plays its turnover.
    expect(await within(area).findByRole('button', { name: 'View turnover' })).toBeTruthy();
    fireEvent.click(within(area).getByRole('button', { name: 'View turnover' }));
    expect(auth.openMemberCentre).toHaveBeenCalledWith('bonusDetails');
  });

  it('shows a refused claim with its reason, a claim held for review, and sends nothing for a trial account', async () => {
    mine = [myActivityFixture({ status: 'claim', claimable: '50.00' })];
    api.on('claimPromotion', () => {
      throw new ApiError('promotion.budget.exhausted', 409, '');
    });
    const view = renderPromotions(<PromoDetailPage auth={authStub()} />, '/promoDetail?activity=1');
    let area = await actionArea();
    fireEvent.click(await within(area).findByRole('button', { name: 'Claim ₱50.00' }));
    expect((await within(area).findByRole('alert')).textContent).toBe(
      'Refused: This activity has given out its whole budget',
    );
    view.unmount();

    api.on('claimPromotion', () => bonusFixture({ state: 'review' }));
    const again = renderPromotions(<PromoDetailPage auth={authStub()} />, '/promoDetail?activity=1');
    area = await actionArea();
    fireEvent.click(await within(area).findByRole('button', { name: 'Claim ₱50.00' }));
    expect(
      await within(area).findByText(
        'Received: your claim is waiting for review. You will be told once it is decided.',
      ),
    ).toBeTruthy();
    again.unmount();

    const trial = authStub(false);
    renderPromotions(<PromoDetailPage auth={trial} />, '/promoDetail?activity=1');
    area = await actionArea();
    fireEvent.click(await within(area).findByRole('button', { name: 'Claim ₱50.00' }));
    await waitFor(() => expect(trial.requireRealAccount).toHaveBeenCalled());
    expect(api.calls('claimPromotion')).toHaveLength(2);
  });

  it('joins, and collects an issued reward by its bonus', async () => {
    api.on('joinPromotion', ({ body }) => ({ activityId: Number(body?.activityId), status: 'joined' }));
    api.on('claimIssuedPromotion', () => bonusFixture({ state: 'completed', amount: '131.00' }));
    const view = renderPromotions(<PromoDetailPage auth={authStub()} />, '/promoDetail?activity=1');
    let area = await actionArea();
    fireEvent.click(await within(area).findByRole('button', { name: 'Join' }));
    expect(
      await within(area).findByText('Joined. Your qualifying deposits and bets count from now.'),
    ).toBeTruthy();
    expect(api.calls('joinPromotion')).toEqual([{ body: { activityId: 1 } }]);
    view.unmount();

    mine = [myActivityFixture({ status: 'issued', claimable: '131.00', bonusId: 7 })];
    renderPromotions(<PromoDetailPage auth={authStub()} />, '/promoDetail?activity=1');
    area = await actionArea();
    fireEvent.click(await within(area).findByRole('button', { name: 'Collect ₱131.00' }));
    expect(await within(area).findByText('Accepted: ₱131.00 was added to your wallet.')).toBeTruthy();
    expect(api.calls('claimIssuedPromotion')).toEqual([{ body: { bonusId: 7 } }]);
  });
});

const MB = 1024 * 1024;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
function file(name: string, type: string, size?: number) {
  const made = new File([type === 'image/gif' ? new Uint8Array([0x47, 0x49, 0x46, 0x38]) : PNG], name, {
    type,
  });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}
const imageInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no image picker');
  return input;
};

describe('the application form', () => {
  beforeEach(() => {
    signIn();
    mine = [myActivityFixture({ activityId: 2, status: 'join' })];
  });

  async function openForm() {
    renderPromotions(<PromoDetailPage auth={authStub()} />, '/promoDetail?activity=2');
    fireEvent.click(await within(await actionArea()).findByRole('button', { name: 'Apply' }));
    return screen.findByRole('dialog', { name: 'Apply for this reward' });
  }

  it('refuses a GIF, a file over 5 MB and a 4th image before sending, with previews and remove buttons', async () => {
    const dialog = await openForm();
    fireEvent.change(imageInput(), { target: { files: [file('a.gif', 'image/gif')] } });
    expect(await within(dialog).findByText('Only PNG or JPEG images can be sent.')).toBeTruthy();
    fireEvent.change(imageInput(), { target: { files: [file('big.png', 'image/png', 5 * MB + 1)] } });
    expect(await within(dialog).findByText('Each image must be 5 MB or smaller.')).toBeTruthy();
    fireEvent.change(imageInput(), {
      target: { files: ['1', '2', '3', '4'].map((name) => file(`${name}.png`, 'image/png')) },
    });
    expect(await within(dialog).findByText('You can add at most 3 images.')).toBeTruthy();
    expect(within(dialog).getAllByRole('img')).toHaveLength(3);
    expect(document.querySelector('input[type="file"]')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove image 2' }));
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    expect(api.calls('applyPromotion')).toHaveLength(0);
  });

  it('counts the remark and refuses 141 characters before sending', async () => {
    const dialog = await openForm();
    const remark = within(dialog).getByRole('textbox', { name: /Remark/ });
    expect(within(dialog).getByText('0 of 140 characters')).toBeTruthy();
    fireEvent.change(remark, { target: { value: 'a'.repeat(141) } });
    expect(within(dialog).getByText('141 of 140 characters')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Keep the remark to 140 characters.')).toBeTruthy();
    expect(api.calls('applyPromotion')).toHaveLength(0);
  });

  it('shows the server field errors under their fields, and the sent application', async () => {
    let refuse = true;
    api.on('applyPromotion', ({ body }) => {
      if (refuse)
        throw new ApiError('validation.failed', 400, 'Some fields are not valid', {
          fields: {
            'images.0': { code: 'field.invalid_format', message: 'Expected a PNG or JPEG image' },
            remark: { code: 'field.too_big', message: 'Too long' },
          },
        });
      return {
        id: 3,
        activityId: Number(body?.activityId),
        state: 'applying',
        remark: body?.remark ?? '',
        imageCount: body?.images?.length ?? 0,
        messagingId: null,
        reason: null,
        createdAt: Date.now(),
      };
    });
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Remark/ }), {
      target: { value: 'My deposit slip' },
    });
    fireEvent.change(imageInput(), { target: { files: [file('slip.png', 'image/png')] } });
    await within(dialog).findByRole('img', { name: 'Image 1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(
      await within(dialog).findByText('An image was refused: send PNG or JPEG files of at most 5 MB.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('The remark was refused: keep it to 140 characters.')).toBeTruthy();
    const sent = api.calls('applyPromotion')[0]?.body;
    expect(sent?.remark).toBe('My deposit slip');
    expect(sent?.images?.[0]).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);

    refuse = false;
    mine = [myActivityFixture({ activityId: 2, status: 'applying' })];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const area = await actionArea();
    expect(
      await within(area).findByText('Application sent. You will be told once it is decided.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await within(area).findByText('Waiting for review. You will be told once it is decided.'),
    ).toBeTruthy();
  });

  it('asks a messaging_id activity for the Zalo number ID', async () => {
    api.on('promotionActivity', () =>
      activityFixture({ id: 2, kind: 'messaging_id', messagingChannel: 'zalo', title: 'Zalo bonus' }),
    );
    api.on('applyPromotion', ({ body }) => ({
      id: 4,
      activityId: 2,
      state: 'applying',
      remark: '',
      imageCount: 0,
      messagingId: body?.messagingId ?? null,
      reason: null,
      createdAt: Date.now(),
    }));
    const dialog = await openForm();
    expect(within(dialog).getByText('Please enter your Zalo number ID to redeem the bonus')).toBeTruthy();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Enter your Zalo number ID to redeem the bonus.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Zalo number ID' }), {
      target: { value: '84901234567' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(api.calls('applyPromotion')).toHaveLength(1));
    expect(api.calls('applyPromotion')[0]?.body).toEqual({
      activityId: 2,
      remark: '',
      images: [],
      messagingId: '84901234567',
    });
  });
});
