import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RafflesPage from './RafflesPage';
import {
  change,
  fakeApi,
  page,
  raffle,
  raffleDraw,
  refuse,
  renderPage,
  setUpPageTests,
  type Call,
} from './testSupport';

setUpPageTests();

const show = (entry = '/promotions/raffles', role: 'viewer' | 'editor' | 'admin' = 'editor') =>
  renderPage(<RafflesPage />, entry, role);

const list = () =>
  page([
    raffle(1, { title: { EN: 'Lucky wheel' }, state: 'published' }),
    raffle(2, {
      title: { EN: 'New year rain' },
      kind: 'envelope',
      state: 'draft',
      drawsPerMember: 5,
      spent: '0.00',
      draws: 0,
      members: 0,
    }),
    raffle(3, { title: { EN: 'Autumn wheel' }, state: 'closed', spent: '5000.00' }),
  ]);

const SAMPLE = [
  ['try_again', '0', '500'],
  ['small', '1', '300'],
  ['mid', '5', '150'],
  ['big', '20', '45'],
  ['jackpot', '100', '5'],
] as const;

describe('RafflesPage list', () => {
  it('asks with the URL’s filters and page, shows each raffle, and filters again', async () => {
    const api = fakeApi({ operatorRaffles: list });
    show('/promotions/raffles?state=published&kind=wheel&page=2', 'viewer');
    const row = (await screen.findByText('Lucky wheel')).closest('tr')!;
    expect(api.to('operatorRaffles')[0]).toMatchObject({
      params: { merchantCode: 'aurora' },
      query: { state: 'published', kind: 'wheel', pageNo: '2', pageSize: '20' },
    });
    expect(within(row).getByText('#1')).toBeTruthy();
    expect(within(row).getByText('Prize wheel')).toBeTruthy();
    expect(within(row).getByText('5 prizes · ₱2.45 expected a draw')).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByText('₱5,000.00')).toBeTruthy();
    expect(within(row).getByText('Spent ₱1,250.00')).toBeTruthy();
    expect(
      within(row)
        .getByRole('progressbar', { name: 'Spent of the budget of Lucky wheel' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(within(row).getByText('640')).toBeTruthy();
    expect(within(row).getByText('210')).toBeTruthy();
    expect(within(row).getByText('3 a day')).toBeTruthy();
    const rain = screen.getByText('New year rain').closest('tr')!;
    expect(within(rain).getByText('Red envelopes')).toBeTruthy();
    expect(within(rain).getByText('5 per rain')).toBeTruthy();
    expect(within(rain).getByText('Draft')).toBeTruthy();

    // A viewer reads, and opens the draws: no create, edit or state buttons.
    expect(screen.getByRole('button', { name: 'Draws of Lucky wheel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New raffle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit New year rain' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish New year rain' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close Lucky wheel' })).toBeNull();

    change(screen.getByLabelText('Kind'), 'envelope');
    await waitFor(() =>
      expect(api.to('operatorRaffles').at(-1)!.query).toEqual({
        state: 'published',
        kind: 'envelope',
        pageNo: '1',
        pageSize: '20',
      }),
    );
    change(screen.getByLabelText('Status'), '');
    await waitFor(() =>
      expect(api.to('operatorRaffles').at(-1)!.query).toEqual({
        kind: 'envelope',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });

  it('says when no raffle matches the filters', async () => {
    fakeApi({ operatorRaffles: () => page([]) });
    show('/promotions/raffles?state=closed');
    expect(await screen.findByText('No raffle matches these filters.')).toBeTruthy();
  });

  it('offers an editor to edit and publish a draft, close a published one, nothing for a closed one', async () => {
    fakeApi({ operatorRaffles: list });
    show();
    await screen.findByText('Lucky wheel');
    expect(screen.getByRole('button', { name: 'New raffle' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit New year rain' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish New year rain' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close New year rain' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close Lucky wheel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Lucky wheel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish Lucky wheel' })).toBeNull();
    const closed = screen.getByText('Autumn wheel').closest('tr')!;
    expect(
      within(closed)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Draws']);
  });

  it('publishing asks for a reason, then posts it and says so', async () => {
    const api = fakeApi({
      operatorRaffles: list,
      operatorSetRaffleState: (call: Call) =>
        raffle(2, { title: { EN: 'New year rain' }, state: (call.body as { state: 'published' }).state }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish New year rain' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish “New year rain”' });
    expect(within(dialog).getByText(/A published prize table never changes/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Say why: the reason is kept in the audit log.',
    );
    expect(api.to('operatorSetRaffleState')).toHaveLength(0);
    change(within(dialog).getByLabelText('Reason'), 'Approved for January');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('operatorSetRaffleState')[0]).toMatchObject({
      params: { merchantCode: 'aurora', raffleId: '2' },
      body: { state: 'published', reason: 'Approved for January' },
    });
    expect(screen.getByRole('status').textContent).toContain(
      '“New year rain” is published: its prize table no longer changes.',
    );
  });

  it('closing asks for a reason, and a refusal shows the server’s reason in place', async () => {
    const api = fakeApi({
      operatorRaffles: list,
      operatorSetRaffleState: () => refuse('raffle.state', null, 409),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Close Lucky wheel' }));
    const dialog = screen.getByRole('dialog', { name: 'Close “Lucky wheel”' });
    const confirm = within(dialog).getByRole('button', { name: 'Close raffle' });
    expect(confirm.className).toContain('btn--danger');
    fireEvent.click(confirm);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Say why: the reason is kept in the audit log.',
    );
    change(within(dialog).getByLabelText('Reason'), 'Pool nearly spent');
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'This raffle cannot change that way now: the list now shows where it stands.',
      ),
    );
    expect(api.to('operatorSetRaffleState')[0]!.body).toEqual({
      state: 'closed',
      reason: 'Pool nearly spent',
    });
    // The list is read again after the refusal.
    await waitFor(() => expect(api.to('operatorRaffles').length).toBeGreaterThan(1));
  });
});

describe('RafflesPage form', () => {
  const open = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'New raffle' }));
    return screen.getByRole('dialog', { name: 'New raffle' });
  };
  const fillTable = (dialog: HTMLElement) => {
    for (let i = 2; i < SAMPLE.length; i += 1)
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add prize' }));
    SAMPLE.forEach(([id, amount, weight], index) => {
      change(within(dialog).getByLabelText(`Prize ${index + 1} id`), id);
      change(within(dialog).getByLabelText(`Prize ${index + 1} amount`), amount);
      change(within(dialog).getByLabelText(`Prize ${index + 1} weight`), weight);
    });
  };
  const odds = (dialog: HTMLElement, n: number) =>
    within(dialog).getByRole('status', { name: `Prize ${n} odds` }).textContent;

  it('shows the odds and the expected value of the prize table as it is typed', async () => {
    fakeApi({ operatorRaffles: list });
    show();
    const dialog = await open();
    expect(odds(dialog, 1)).toBe('—');
    expect(within(dialog).getByRole('button', { name: 'Remove prize 1' })).toHaveProperty('disabled', true);
    fillTable(dialog);
    expect([1, 2, 3, 4, 5].map((n) => odds(dialog, n))).toEqual([
      '50.0000 %',
      '30.0000 %',
      '15.0000 %',
      '4.5000 %',
      '0.5000 %',
    ]);
    const facts = within(dialog).getByText('Expected value of one draw').closest('dl')!;
    expect(within(facts).getByText('₱2.45')).toBeTruthy();
    expect(within(facts).getByText('₱100.00')).toBeTruthy();
    expect(within(facts).getByText('1,000')).toBeTruthy();
    expect(within(dialog).getByText('5 of at most 24 prizes')).toBeTruthy();

    // Changing a weight changes every prize's odds; removing a row takes it out.
    change(within(dialog).getByLabelText('Prize 1 weight'), '1500');
    expect(odds(dialog, 1)).toBe('75.0000 %');
    expect(odds(dialog, 5)).toBe('0.2500 %');
    expect(within(facts).getByText('₱1.22')).toBeTruthy(); // 2450 / 2000 = 1.225, rounded down
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove prize 5' }));
    expect(within(dialog).queryByLabelText('Prize 5 id')).toBeNull();
    expect(odds(dialog, 1)).toBe('75.1880 %'); // 1500 / 1995
    expect(within(facts).getByText('₱0.97')).toBeTruthy(); // 195000 / 1995 = 97.74 minor units
    expect(within(facts).getByText('₱20.00')).toBeTruthy();
  });

  it('sends the body the contract takes: kind, texts, prizes, budget, times, draws per member', async () => {
    const api = fakeApi({
      operatorRaffles: list,
      operatorCreateRaffle: (call: Call) => ({ ...raffle(9), ...(call.body as object), id: 9 }),
    });
    show();
    const dialog = await open();
    expect(within(dialog).getByLabelText('Spins per member per day')).toBeTruthy();
    change(within(dialog).getByLabelText('Kind'), 'envelope');
    expect(within(dialog).queryByLabelText('Spins per member per day')).toBeNull();
    change(within(dialog).getByLabelText('Envelopes per member per rain'), '5');
    change(within(dialog).getByLabelText('Title (English)'), 'New year rain');
    change(within(dialog).getByLabelText('Rules (English)'), 'Five envelopes each.');
    fireEvent.click(within(dialog).getByRole('tab', { name: /简体中文/ }));
    change(within(dialog).getByLabelText('Title (简体中文)'), '新年红包雨');
    fillTable(dialog);
    expect(within(dialog).getByText(/Times are in your browser's time zone/)).toBeTruthy();
    change(within(dialog).getByLabelText('Budget (PHP)'), '8888.88');
    change(within(dialog).getByLabelText('Starts'), '2027-01-01T00:00');
    change(within(dialog).getByLabelText('Ends'), '2027-01-01T02:00');
    change(within(dialog).getByLabelText('Reason'), 'New year campaign');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(api.to('operatorCreateRaffle')).toHaveLength(1));
    expect(api.to('operatorCreateRaffle')[0]).toMatchObject({ params: { merchantCode: 'aurora' } });
    expect(api.to('operatorCreateRaffle')[0]!.body).toEqual({
      kind: 'envelope',
      title: { EN: 'New year rain', CN: '新年红包雨' },
      rules: { EN: 'Five envelopes each.' },
      prizes: SAMPLE.map(([id, amount, weight]) => ({ id, amount, weight: Number(weight) })),
      budget: '8888.88',
      startsAt: new Date('2027-01-01T00:00').getTime(),
      endsAt: new Date('2027-01-01T02:00').getTime(),
      drawsPerMember: 5,
      reason: 'New year campaign',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toContain('“New year rain” created as a draft');
  });

  it('marks what the contract and the prize rules refuse, and sends nothing', async () => {
    const api = fakeApi({ operatorRaffles: list });
    show();
    const dialog = await open();
    change(within(dialog).getByLabelText('Prize 1 id'), 'try again');
    change(within(dialog).getByLabelText('Prize 1 amount'), '1.005');
    change(within(dialog).getByLabelText('Prize 1 weight'), '0');
    change(within(dialog).getByLabelText('Prize 2 id'), 'big');
    change(within(dialog).getByLabelText('Prize 2 amount'), '500');
    change(within(dialog).getByLabelText('Prize 2 weight'), '10');
    change(within(dialog).getByLabelText('Budget (PHP)'), '100');
    change(within(dialog).getByLabelText('Spins per member per day'), '0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(await within(dialog).findByText('Some fields are not valid: see the marked fields.')).toBeTruthy();
    expect(within(dialog).getByText('Required in English; up to 120 characters.')).toBeTruthy();
    expect(within(dialog).getByText('1 to 20 letters, digits, _ or -.')).toBeTruthy();
    expect(within(dialog).getByText("At most 2 decimals (the currency's).")).toBeTruthy();
    expect(within(dialog).getByText('A whole number from 1 to 1,000,000,000.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'At least the largest prize (₱500.00): every draw the raffle takes must be payable in full.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('A whole number from 1 to 100.')).toBeTruthy();
    expect(within(dialog).getByText('Choose when it starts.')).toBeTruthy();
    expect(within(dialog).getByText('Say why: the reason is kept in the audit log.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Prize 1 weight').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Prize 2 weight').getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).getByLabelText('Budget (PHP)').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('tab', { name: /English/ }).textContent).toContain('!');
    expect(api.to('operatorCreateRaffle')).toHaveLength(0);
  });

  it('edits a draft with a PUT, and marks the fields the server refused', async () => {
    const api = fakeApi({
      operatorRaffles: list,
      operatorUpdateRaffle: () =>
        refuse('validation.failed', {
          fields: {
            budget: {
              code: 'field.too_small',
              message: 'The budget must cover the largest prize at least once',
            },
            'prizes.4.amount': {
              code: 'field.invalid_format',
              message: 'Expected an amount with at most 2 decimals',
            },
            prizes: { code: 'field.invalid', message: 'The weights add up to at most 1000000000' },
          },
        }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit New year rain' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “New year rain” (#2)' });
    expect((within(dialog).getByLabelText('Title (English)') as HTMLInputElement).value).toBe(
      'New year rain',
    );
    expect((within(dialog).getByLabelText('Prize 5 id') as HTMLInputElement).value).toBe('jackpot');
    expect((within(dialog).getByLabelText('Prize 5 amount') as HTMLInputElement).value).toBe('100.00');
    expect((within(dialog).getByLabelText('Envelopes per member per rain') as HTMLInputElement).value).toBe(
      '5',
    );
    expect(odds(dialog, 4)).toBe('4.5000 %');
    change(within(dialog).getByLabelText('Reason'), 'Bigger jackpot');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('operatorUpdateRaffle')).toHaveLength(1));
    expect(api.to('operatorUpdateRaffle')[0]).toMatchObject({
      params: { merchantCode: 'aurora', raffleId: '2' },
      body: {
        kind: 'envelope',
        budget: '5000.00',
        drawsPerMember: 5,
        reason: 'Bigger jackpot',
      },
    });
    expect((api.to('operatorUpdateRaffle')[0]!.body as { prizes: unknown[] }).prizes[4]).toEqual({
      id: 'jackpot',
      amount: '100.00',
      weight: 5,
    });
    expect(await within(dialog).findByText('Some fields are not valid.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Budget (PHP)').getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog).getByText(
        'Above zero and at least the largest prize: every draw the raffle takes must be payable in full.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Prize 5 amount').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText("At most 2 decimals (the currency's).")).toBeTruthy();
    expect(within(dialog).getByText(/The prize table is not valid: 2 to 24 prizes/)).toBeTruthy();
  });

  it('a raffle published meanwhile is no longer edited: the form says so and the list is read again', async () => {
    const api = fakeApi({
      operatorRaffles: list,
      operatorUpdateRaffle: () => refuse('raffle.state', null, 409),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit New year rain' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “New year rain” (#2)' });
    change(within(dialog).getByLabelText('Reason'), 'Typo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Only a draft can be changed: this raffle has been published or closed. The list now shows where it stands.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(api.to('operatorRaffles').length).toBeGreaterThan(1));
  });
});

describe('RafflesPage draws', () => {
  it('lists a raffle’s draws, newest first as the server answers, a page at a time', async () => {
    const hash = 'a3f1c9e07b52d4886e1f0a9c3b7d2e5f4a6c8b0d1e3f5a7c9b2d4e6f8a0c1b3d';
    const seed = '9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c';
    const api = fakeApi({
      operatorRaffles: list,
      operatorRaffleDraws: (call: Call) =>
        call.query.pageNo === '2'
          ? page([raffleDraw(1, { username: 'early_bird' })], 2)
          : page(
              [
                raffleDraw(3, { prizeId: 'jackpot', amount: '100.00', index: 999, serverSeed: null }),
                raffleDraw(2, { prizeId: 'try_again', amount: '0.00', index: 17, serverSeed: seed }),
              ],
              2,
            ),
    });
    show('/promotions/raffles', 'viewer');
    fireEvent.click(await screen.findByRole('button', { name: 'Draws of Lucky wheel' }));
    const dialog = screen.getByRole('dialog', { name: 'Draws of “Lucky wheel” (#1)' });
    const newest = (await within(dialog).findByText('spinner3')).closest('tr')!;
    expect(api.to('operatorRaffleDraws')[0]).toMatchObject({
      params: { merchantCode: 'aurora', raffleId: '1' },
      query: { pageNo: '1', pageSize: '20' },
    });
    expect(within(newest).getByText('jackpot')).toBeTruthy();
    expect(within(newest).getByText('Index 999')).toBeTruthy();
    expect(within(newest).getByText('₱100.00')).toBeTruthy();
    expect(within(newest).getByText('lucky-seed')).toBeTruthy();
    expect(within(newest).getByText('a3f1c9e07b…0c1b3d').getAttribute('title')).toBe(hash);
    expect(within(newest).getByText('Not revealed yet')).toBeTruthy();
    expect(within(newest).getByRole('button', { name: 'Copy the seed hash of draw 3' })).toBeTruthy();
    const older = within(dialog).getByText('spinner2').closest('tr')!;
    expect(within(older).getByText('try_again')).toBeTruthy();
    expect(within(older).getByText('₱0.00')).toBeTruthy();
    expect(within(older).getByText('9b8c7d6e5f…0a9b8c').getAttribute('title')).toBe(seed);
    expect(within(older).getByRole('button', { name: 'Copy the server seed of draw 2' })).toBeTruthy();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]!.textContent)).toEqual(['3', '2']);

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(newest).getByRole('button', { name: 'Copy the seed hash of draw 3' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(hash));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('early_bird')).toBeTruthy();
    expect(api.to('operatorRaffleDraws').at(-1)!.query).toEqual({ pageNo: '2', pageSize: '20' });
  });

  it('says when a raffle has no draws yet', async () => {
    fakeApi({ operatorRaffles: list, operatorRaffleDraws: () => page([]) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Draws of New year rain' }));
    const dialog = screen.getByRole('dialog', { name: 'Draws of “New year rain” (#2)' });
    expect(await within(dialog).findByText('No draws yet.')).toBeTruthy();
  });
});
