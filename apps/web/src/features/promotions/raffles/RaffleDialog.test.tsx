import { drawPrize, hashServerSeed, type Prize } from '@wps/games';
import type { Raffle, RaffleDraw } from '@wps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../../shared/api/apiError';
import { notifySessionChange } from '../../../shared/storage/session';
import { installFakeApi } from '../../../test/fakeApi';
import {
  deferred,
  memberInfoFixture,
  myRaffleFixture,
  raffleDrawFixture,
  raffleFixture,
  renderPromotions,
  signIn,
} from '../testSupport';
import type { MyRaffle } from './FairnessPanel';
import { RaffleDialog } from './RaffleDialog';
import { angleUnderPointer, wheelSegments } from './wheel';

const api = installFakeApi();
let raffles: Raffle[] = [];
let mine: MyRaffle[] = [];
let balance = '100.00';
let memberType = 1;

beforeEach(() => {
  sessionStorage.clear();
  signIn();
  raffles = [raffleFixture()];
  mine = [myRaffleFixture()];
  balance = '100.00';
  memberType = 1;
  api.on('raffles', () => ({ list: raffles, now: Date.now() }));
  api.on('myRaffles', () => ({ raffles: mine }));
  api.on('memberInfo', () => memberInfoFixture(memberType));
  api.on('walletBalance', () => ({
    sumBalance: balance,
    balance: [{ accountTypeId: 2, wallet: 'main', name: 'Main wallet', availBalance: balance }],
    currency: 'PHP',
    currencySymbol: '₱',
    currencyPosition: 'F',
    playMoney: false,
  }));
});

function renderDialog(raffleId = 3) {
  const onClose = vi.fn();
  renderPromotions(<RaffleDialog raffleId={raffleId} onClose={onClose} />);
  return { onClose };
}

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });

/** The Spin button once the member's draws are known. */
async function readySpin() {
  const spin = await screen.findByRole<HTMLButtonElement>('button', { name: 'Spin' });
  await waitFor(() => expect(spin.disabled).toBe(false));
  return spin;
}

/** The wheel's prize table in the engine's terms (amounts in minor units). */
const engineTable = (raffle: Raffle): Prize[] =>
  raffle.prizes.map((prize) => ({
    id: prize.id,
    amountMinor: BigInt(prize.amount.replace('.', '')),
    weight: prize.weight,
  }));

/** Draws nonce 0 … count-1 of the seed by the server's own engine, newest first as myRaffles lists them. */
function engineDraws(
  raffle: Raffle,
  serverSeed: string,
  clientSeed: string,
  count: number,
  revealed: boolean,
) {
  const seedHash = hashServerSeed(serverSeed);
  return Array.from({ length: count }, (_, nonce) => {
    const drawn = drawPrize(engineTable(raffle), serverSeed, clientSeed, nonce);
    return raffleDrawFixture({
      id: nonce + 1,
      raffleId: raffle.id,
      nonce,
      index: drawn.index,
      position: drawn.position,
      prizeId: drawn.prize.id,
      amount: raffle.prizes[drawn.position]!.amount,
      clientSeed,
      seedHash,
      serverSeed: revealed ? serverSeed : null,
    });
  }).reverse();
}

const drawRow = (id: number) => document.querySelector<HTMLElement>(`[data-draw="${id}"]`)!;

describe('prize wheel', () => {
  it('spins once despite double clicks, stops on the drawn prize, then shows it and the new balance', async () => {
    const answer = deferred<RaffleDraw>();
    api.on('claimRaffle', () => answer.promise);
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Lucky wheel' })).toBeTruthy();
    const spin = await readySpin();
    fireEvent.click(spin);
    fireEvent.click(spin);
    expect(button('Spinning…').disabled).toBe(true);

    const draw = raffleDrawFixture({ id: 9, prizeId: 'p5', position: 2, amount: '5.00', index: 85 });
    balance = '105.00';
    mine = [myRaffleFixture({ drawsLeft: 2, draws: [draw] })];
    answer.resolve(draw);

    const disc = screen.getByTestId('wheel-disc');
    await waitFor(() => expect(Number(disc.dataset.rotation)).toBeGreaterThan(0));
    const rotation = Number(disc.dataset.rotation);
    expect(rotation).toBeGreaterThanOrEqual(5 * 360);
    expect(disc.style.transform).toBe(`rotate(${rotation}deg)`);
    // The pointer ends inside the ₱5 segment (weights 50 + 30 before it, 15 wide: 288° to 342°).
    const segment = wheelSegments([50, 30, 15, 5])[2]!;
    expect(angleUnderPointer(rotation)).toBeGreaterThan(segment.start);
    expect(angleUnderPointer(rotation)).toBeLessThan(segment.end);
    // The prize shows once the wheel has stopped.
    expect(screen.queryByTestId('raffle-result')).toBeNull();
    fireEvent.transitionEnd(disc);

    expect(await screen.findByText('You won ₱5.00! It has been added to your wallet.')).toBeTruthy();
    expect(await screen.findByText('Wallet balance: ₱105.00')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('draws-left').textContent).toBe('2'));
    expect(api.calls('claimRaffle')).toEqual([{ body: { raffleId: 3 } }]);
    await waitFor(() => expect(button('Spin').disabled).toBe(false));
  });

  it('says "Try again" for an empty slot, at once with reduced motion', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
    try {
      api.on('claimRaffle', () =>
        raffleDrawFixture({ id: 10, prizeId: 'none', position: 0, amount: '0.00', index: 12 }),
      );
      renderDialog();
      fireEvent.click(await readySpin());
      expect(await screen.findByText('No prize this time. Try again!')).toBeTruthy();
      expect(screen.getByTestId('wheel-disc').className).not.toContain('is-spinning');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('is disabled, with the reason, without draws left', async () => {
    mine = [myRaffleFixture({ drawsLeft: 0 })];
    renderDialog();
    expect(await screen.findByText('No spins left today. Come back tomorrow.')).toBeTruthy();
    const spin = button('Spin');
    expect(spin.disabled).toBe(true);
    expect(spin.getAttribute('aria-describedby')).toBe(
      screen.getByText('No spins left today. Come back tomorrow.').id,
    );
  });

  it.each([
    [
      'free play',
      () => (memberType = 4),
      'Free-play accounts cannot take part. Sign up for a real account to play.',
    ],
    [
      'an empty pool',
      () => (raffles = [raffleFixture({ status: 'closed', poolLeft: '50.00' })]),
      'The prize pool has been given out.',
    ],
    [
      'a visitor',
      () => {
        sessionStorage.clear();
        notifySessionChange();
      },
      'Log in to take part.',
    ],
  ])('is disabled for %s', async (_case, arrange, reason) => {
    arrange();
    renderDialog();
    const why = await screen.findAllByText(reason);
    expect(why.length).toBeGreaterThan(0);
    expect(button('Spin').disabled).toBe(true);
    expect(api.calls('claimRaffle')).toHaveLength(0);
  });

  it('shows a refusal with its reason, and a lost answer as such', async () => {
    api.on('claimRaffle', () => {
      throw new ApiError('raffle.pool.empty', 409, '');
    });
    renderDialog();
    fireEvent.click(await readySpin());
    expect((await screen.findByRole('alert')).textContent).toBe('Refused: The prize pool has run out');

    api.on('claimRaffle', () => {
      throw new ApiError(NETWORK_ERROR, 0, '');
    });
    fireEvent.click(await readySpin());
    expect(
      await screen.findByText(
        'We did not hear back from the server. Check your last draws below before trying again.',
      ),
    ).toBeTruthy();
    expect(api.calls('claimRaffle')).toHaveLength(2);
    expect(screen.queryByTestId('raffle-result')).toBeNull();
  });
});

describe('published odds', () => {
  it('lists every prize with its amount, weight and odds, the expected value and the pool', async () => {
    renderDialog();
    const table = await screen.findByTestId('odds-table');
    const cells = (id: string) =>
      [...table.querySelector(`tr[data-prize="${id}"]`)!.children].map((cell) => cell.textContent);
    expect(cells('none')).toEqual(['none', 'Try again', '50', '50.0000%']);
    expect(cells('p1')).toEqual(['p1', '₱1.00', '30', '30.0000%']);
    expect(cells('p5')).toEqual(['p5', '₱5.00', '15', '15.0000%']);
    expect(cells('p88')).toEqual(['p88', '₱88.00', '5', '5.0000%']);
    expect(within(table).getByText('Expected value per draw')).toBeTruthy();
    expect(screen.getByTestId('expected-value').textContent).toBe('₱5.45');
    expect(screen.getByTestId('pool-left').textContent).toBe('₱1,000.00');
    // One wheel segment per prize, labelled with its amount.
    const labels = [...document.querySelectorAll('[data-prize] text')].map((text) => text.textContent);
    expect(labels).toEqual(['Try again', '₱1.00', '₱5.00', '₱88.00']);
  });
});

describe('red envelopes', () => {
  beforeEach(() => {
    raffles = [raffleFixture({ id: 4, kind: 'envelope', title: 'Red envelope rain', drawsPerMember: 8 })];
    mine = [myRaffleFixture({ raffleId: 4, drawsLeft: 8 })];
  });

  it('shows at most 6 closed envelopes and opens the one tapped, once', async () => {
    const answer = deferred<RaffleDraw>();
    api.on('claimRaffle', () => answer.promise);
    renderDialog(4);
    await waitFor(() =>
      expect(screen.getAllByRole<HTMLButtonElement>('button', { name: /^Open envelope/ })[0]!.disabled).toBe(
        false,
      ),
    );
    const envelopes = screen.getAllByRole('button', { name: /^Open envelope/ });
    expect(envelopes).toHaveLength(6);
    fireEvent.click(envelopes[1]!);
    fireEvent.click(envelopes[2]!);
    expect(button('Opening…')).toBeTruthy();

    const draw = raffleDrawFixture({
      id: 21,
      raffleId: 4,
      prizeId: 'p88',
      position: 3,
      amount: '88.00',
      index: 97,
    });
    mine = [myRaffleFixture({ raffleId: 4, drawsLeft: 7, draws: [draw] })];
    answer.resolve(draw);

    expect((await screen.findByTestId('envelope-open')).textContent).toBe('₱88.00');
    expect(await screen.findByText('You won ₱88.00! It has been added to your wallet.')).toBeTruthy();
    // The opened envelope keeps its place; 5 closed ones remain on the table (7 left, 6 places).
    const grid = screen.getByTestId('envelope-open').closest('ul')!;
    expect(grid.children[1]!.querySelector('[data-testid="envelope-open"]')).toBeTruthy();
    expect(within(grid).getAllByRole('button', { name: /^Open envelope/ })).toHaveLength(5);
    expect(api.calls('claimRaffle')).toEqual([{ body: { raffleId: 4 } }]);
  });

  it('shows as many envelopes as are left, and none once all are open', async () => {
    mine = [myRaffleFixture({ raffleId: 4, drawsLeft: 1 })];
    api.on('claimRaffle', () => {
      mine = [myRaffleFixture({ raffleId: 4, drawsLeft: 0 })];
      return raffleDrawFixture({
        id: 22,
        raffleId: 4,
        prizeId: 'none',
        position: 0,
        amount: '0.00',
        index: 3,
      });
    });
    renderDialog(4);
    const envelope = await screen.findByRole<HTMLButtonElement>('button', { name: 'Open envelope 1' });
    await waitFor(() => expect(envelope.disabled).toBe(false));
    fireEvent.click(envelope);
    expect((await screen.findByTestId('envelope-open')).textContent).toBe('Try again');
    expect(await screen.findByText('You have opened all your envelopes in this rain.')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Open envelope/ })).toHaveLength(0);
  });
});

describe('fairness', () => {
  const serverSeed = 'b7e1c3f0a9d24e6f8c1b2a3d4e5f60718293a4b5c6d7e8f9012345678abcdef0';
  const clientSeed = 'my-client-seed';

  it('reveals the seed only after saying so, then verifies every draw in the browser', async () => {
    const raffle = raffleFixture();
    const draws = engineDraws(raffle, serverSeed, clientSeed, 5, false);
    const next = { seedHash: hashServerSeed('the next seed'), clientSeed, nextNonce: 0 };
    mine = [
      myRaffleFixture({ seed: { seedHash: hashServerSeed(serverSeed), clientSeed, nextNonce: 5 }, draws }),
    ];
    api.on('rotateRaffleSeed', () => {
      mine = [myRaffleFixture({ seed: next, draws: draws.map((draw) => ({ ...draw, serverSeed })) })];
      return { revealed: { serverSeed, seedHash: hashServerSeed(serverSeed), clientSeed, draws: 5 }, next };
    });
    renderDialog();
    expect((await screen.findByTestId('seed-hash')).textContent).toBe(hashServerSeed(serverSeed));
    expect(screen.getByTestId('client-seed').textContent).toBe(clientSeed);
    expect(screen.getByTestId('next-nonce').textContent).toBe('5');
    await waitFor(() => expect(within(drawRow(1)).getByText('Seed not revealed yet')).toBeTruthy());

    fireEvent.click(button('Verify my draws'));
    expect(screen.getByText(/the server seed they used must be revealed/)).toBeTruthy();
    expect(api.calls('rotateRaffleSeed')).toHaveLength(0);
    fireEvent.click(button('Reveal seed and verify'));

    for (const draw of draws)
      await waitFor(() => expect(within(drawRow(draw.id)).getByText('✓ Verified')).toBeTruthy());
    expect(within(screen.getByTestId('revealed-seed')).getByText(serverSeed)).toBeTruthy();
    expect(
      await within(screen.getByTestId('revealed-seed')).findByText(
        '✓ Matches the hash committed before these draws',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('seed-hash').textContent).toBe(next.seedHash));
    expect(screen.getByText(/Your server seed was revealed/)).toBeTruthy();
    expect(api.calls('rotateRaffleSeed')).toEqual([{ body: { raffleId: 3 } }]);
  });

  it('checks draws already revealed without rotating, and tells a tampered draw', async () => {
    const raffle = raffleFixture();
    const draws = engineDraws(raffle, serverSeed, clientSeed, 4, true);
    // Draw 2 claims a bigger prize than its index gives; draw 3 an index the seed never gave; draw 4
    // was made under another seed's commitment.
    const tampered: RaffleDraw[] = draws.map((draw) => {
      if (draw.id === 2) {
        const other = draw.position === 3 ? 2 : 3;
        return {
          ...draw,
          position: other,
          prizeId: raffle.prizes[other]!.id,
          amount: raffle.prizes[other]!.amount,
        };
      }
      if (draw.id === 3) return { ...draw, index: (draw.index + 1) % 100 };
      if (draw.id === 4) return { ...draw, seedHash: hashServerSeed('another seed') };
      return draw;
    });
    mine = [
      myRaffleFixture({
        seed: { seedHash: hashServerSeed('current seed'), clientSeed, nextNonce: 0 },
        draws: tampered,
      }),
    ];
    renderDialog();
    await waitFor(() => expect(within(drawRow(1)).getByText('✓ Verified')).toBeTruthy());
    const draw2 = within(drawRow(2));
    expect(draw2.getByText('✗ Mismatch')).toBeTruthy();
    expect(draw2.getByText(/not the prize shown/)).toBeTruthy();
    const draw3 = within(drawRow(3));
    expect(draw3.getByText('✗ Mismatch')).toBeTruthy();
    expect(
      draw3.getByText(
        `The seed gives index ${draws.find((draw) => draw.id === 3)!.index}, not ${tampered.find((draw) => draw.id === 3)!.index}.`,
      ),
    ).toBeTruthy();
    expect(
      within(drawRow(4)).getByText("The revealed seed does not hash to this draw's seed hash."),
    ).toBeTruthy();
    // The current seed has not drawn: nothing to reveal.
    expect(button('Verify my draws').disabled).toBe(true);
    expect(screen.getByText('Nothing to verify yet: your current seed has not drawn.')).toBeTruthy();
    expect(api.calls('rotateRaffleSeed')).toHaveLength(0);
  });

  it('changes the client seed (checked first), which reveals the current seed', async () => {
    const raffle = raffleFixture();
    const draws = engineDraws(raffle, serverSeed, clientSeed, 2, false);
    const next = { seedHash: hashServerSeed('the next seed'), clientSeed: 'lucky-7', nextNonce: 0 };
    mine = [
      myRaffleFixture({ seed: { seedHash: hashServerSeed(serverSeed), clientSeed, nextNonce: 2 }, draws }),
    ];
    api.on('rotateRaffleSeed', ({ body }) => {
      const seed = { ...next, clientSeed: body?.clientSeed ?? clientSeed };
      mine = [myRaffleFixture({ seed, draws: draws.map((draw) => ({ ...draw, serverSeed })) })];
      return {
        revealed: { serverSeed, seedHash: hashServerSeed(serverSeed), clientSeed, draws: 2 },
        next: seed,
      };
    });
    renderDialog();
    await screen.findByTestId('seed-hash');
    fireEvent.click(button('Change client seed'));
    const field = screen.getByLabelText<HTMLInputElement>('New client seed');
    expect(field.value).toBe(clientSeed);
    fireEvent.change(field, { target: { value: 'has a space' } });
    fireEvent.click(button('Change and reveal'));
    expect(await screen.findByText('Use 1 to 64 letters, digits or symbols, without spaces.')).toBeTruthy();
    expect(api.calls('rotateRaffleSeed')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'lucky-7' } });
    fireEvent.click(button('Change and reveal'));
    expect(await screen.findByText(/Client seed changed/)).toBeTruthy();
    expect(api.calls('rotateRaffleSeed')).toEqual([{ body: { raffleId: 3, clientSeed: 'lucky-7' } }]);
    expect(screen.getByTestId('client-seed').textContent).toBe('lucky-7');
    for (const draw of draws)
      await waitFor(() => expect(within(drawRow(draw.id)).getByText('✓ Verified')).toBeTruthy());
  });
});
