import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyAnnouncements } from '../../test/fixtures';
import { installFakeApi } from '../../test/fakeApi';
import { PromotionsPage } from './PromotionsPage';
import { activityFixture, myActivityFixture, renderPromotions, signIn } from './testSupport';

const api = installFakeApi();

const notice = {
  id: 5,
  title: 'Lucky Friday',
  content: '<p>Spin and win</p>',
  date: '2026-04-03 10:00:00',
  promotionType: null,
};

beforeEach(() => {
  sessionStorage.clear();
  api.on('promotionActivities', () => ({
    list: [
      activityFixture({ id: 1, title: 'Weekend reload' }),
      activityFixture({
        id: 2,
        title: 'Lunar festival',
        status: 'coming_soon',
        banner: { theme: 'gold', image: null },
      }),
      activityFixture({ id: 3, title: 'Spring match', status: 'closed' }),
    ],
    now: Date.now(),
  }));
  api.on('myPromotions', () => ({
    activities: [myActivityFixture({ activityId: 1, status: 'claim', claimable: '50.00' })],
    claimCount: 1,
  }));
  api.on('announcements', () => ({ ...emptyAnnouncements, promotion: [notice] }));
});

const cards = () =>
  [...document.querySelectorAll('.promo-activity')].map((card) => ({
    href: card.getAttribute('href'),
    title: card.querySelector('.promo-activity__title')?.textContent,
    status: card.querySelector('.promo-chip')?.textContent,
  }));

describe('/promotions with the reward centre', () => {
  it("lists the activities with a visitor's status, and the notices as news", async () => {
    renderPromotions(<PromotionsPage />, '/promotions');
    await screen.findByText('Weekend reload');
    expect(cards()).toEqual([
      { href: '/promoDetail?activity=1', title: 'Weekend reload', status: 'Open' },
      { href: '/promoDetail?activity=2', title: 'Lunar festival', status: 'Coming soon' },
      { href: '/promoDetail?activity=3', title: 'Spring match', status: 'Ended' },
    ]);
    const news = screen.getByRole('region', { name: 'News' });
    expect(
      within(news)
        .getByRole('link', { name: /Lucky Friday/ })
        .getAttribute('href'),
    ).toBe('/promoDetail?id=5');
    expect(api.asked()).not.toContain('myPromotions');
  });

  it("shows a member's own status and filters running and coming-soon activities", async () => {
    signIn();
    renderPromotions(<PromotionsPage />, '/promotions');
    expect(await screen.findByText('Ready to claim')).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Show activities' });
    fireEvent.click(within(filters).getByRole('button', { name: 'Running' }));
    expect(cards().map((card) => card.title)).toEqual(['Weekend reload']);
    fireEvent.click(within(filters).getByRole('button', { name: 'Coming soon' }));
    expect(cards().map((card) => card.title)).toEqual(['Lunar festival']);
    expect(within(filters).getByRole('button', { name: 'Coming soon' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('says so when no activity matches', async () => {
    api.on('promotionActivities', () => ({ list: [], now: Date.now() }));
    api.on('announcements', () => emptyAnnouncements);
    renderPromotions(<PromotionsPage />, '/promotions');
    expect(await screen.findByText('There are no activities right now.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'News' })).toBeNull();
  });
});

describe('/promotions without the reward centre', () => {
  it('lists only the promotion notices and asks for no activity', async () => {
    renderPromotions(<PromotionsPage />, '/promotions', { REWCEN3: false });
    expect((await screen.findByRole('link', { name: /Lucky Friday/ })).getAttribute('href')).toBe(
      '/promoDetail?id=5',
    );
    expect(screen.queryByRole('region', { name: 'News' })).toBeNull();
    expect(api.asked()).not.toContain('promotionActivities');
  });
});
