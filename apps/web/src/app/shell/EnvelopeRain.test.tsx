import type { Raffle } from '@wps/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MyRaffle } from '../../features/promotions/raffles/FairnessPanel';
import {
  myRaffleFixture,
  raffleFixture,
  renderPromotions,
  signIn,
} from '../../features/promotions/testSupport';
import { notifySessionChange } from '../../shared/storage/session';
import { installFakeApi } from '../../test/fakeApi';
import { EnvelopeRain } from './EnvelopeRain';

const api = installFakeApi();
let raffles: Raffle[] = [];
let mine: MyRaffle[] = [];

const rain = () => raffleFixture({ id: 4, kind: 'envelope', title: 'Red envelope rain' });

beforeEach(() => {
  sessionStorage.clear();
  notifySessionChange();
  raffles = [raffleFixture({ id: 3, kind: 'wheel', title: 'Lucky wheel' }), rain()];
  mine = [myRaffleFixture({ raffleId: 3, drawsLeft: 3 }), myRaffleFixture({ raffleId: 4, drawsLeft: 2 })];
  api.on('raffles', () => ({ list: raffles, now: Date.now() }));
  api.on('myRaffles', () => ({ raffles: mine }));
});

const openButton = () => screen.queryByRole('button', { name: /open a red envelope/ });

/** Waits until the member's raffles were read, then answers whether the rain button shows. */
async function shown(modules?: Record<string, boolean>) {
  renderPromotions(<EnvelopeRain enabled />, '/index', modules);
  await waitFor(() => expect(api.calls('myRaffles').length).toBeGreaterThan(0));
  await waitFor(() => expect(api.calls('raffles').length).toBeGreaterThan(0));
  // Let both answers land.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return openButton() !== null;
}

describe('red-envelope rain button', () => {
  it('appears while an envelope raffle is open with envelopes left, and opens its dialog', async () => {
    signIn();
    renderPromotions(<EnvelopeRain enabled />);
    const button = await screen.findByRole('button', {
      name: 'Red envelope rain: open a red envelope (2 left)',
    });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Red envelope rain' });
    expect(dialog).toBeTruthy();
    expect(await screen.findAllByRole('button', { name: /^Open envelope/ })).toHaveLength(2);
  });

  it('stays away without envelopes left', async () => {
    signIn();
    mine = [myRaffleFixture({ raffleId: 3, drawsLeft: 3 }), myRaffleFixture({ raffleId: 4, drawsLeft: 0 })];
    expect(await shown()).toBe(false);
  });

  it('stays away for a prize wheel', async () => {
    signIn();
    raffles = [raffleFixture({ id: 3, kind: 'wheel' })];
    expect(await shown()).toBe(false);
  });

  it.each([
    ['coming soon', { status: 'coming_soon' as const }],
    ['closed', { status: 'closed' as const }],
  ])('stays away while the rain is %s', async (_case, overrides) => {
    signIn();
    raffles = [raffleFixture({ ...rain(), ...overrides })];
    expect(await shown()).toBe(false);
  });

  it('asks nothing for visitors', async () => {
    renderPromotions(<EnvelopeRain enabled />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.asked()).toEqual([]);
    expect(openButton()).toBeNull();
  });

  it('asks nothing while REWCEN3 is off, or before the page has loaded', async () => {
    signIn();
    renderPromotions(<EnvelopeRain enabled />, '/', { REWCEN3: false });
    renderPromotions(<EnvelopeRain enabled={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('raffles')).toHaveLength(0);
    expect(api.calls('myRaffles')).toHaveLength(0);
    expect(openButton()).toBeNull();
  });

  it('hides for the rest of the session once closed', async () => {
    signIn();
    const view = renderPromotions(<EnvelopeRain enabled />);
    await screen.findByRole('button', { name: /open a red envelope/ });
    fireEvent.click(screen.getByRole('button', { name: 'Hide the red envelope' }));
    expect(openButton()).toBeNull();
    expect(sessionStorage.getItem('envelopeRainDismissed')).toBe('1');
    view.unmount();
    expect(await shown()).toBe(false);
  });
});
