import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { notifySessionChange } from '../../shared/storage/session';
import { installFakeApi, type FakeAnswer } from '../../test/fakeApi';
import { MissionsPage } from './MissionsPage';
import { boardFixture, memberFixture, renderWithSite, signIn, summaryFixture } from './testSupport';

const api = installFakeApi();
let summary: FakeAnswer<'missionSummary'>;
let board: FakeAnswer<'missionLeaderboard'>;

beforeEach(() => {
  sessionStorage.clear();
  notifySessionChange();
  signIn();
  summary = summaryFixture();
  board = boardFixture({ rank: 3, completed: 6 });
  api.on('missionSummary', () => summary);
  api.on('missionLeaderboard', () => board);
  api.on('memberInfo', () => memberFixture());
});

const missionCard = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
const listOf = (name: string) => screen.getByRole('list', { name });

describe('mission activity: the missions', () => {
  it('groups daily and weekly missions with their progress, reward and time left', async () => {
    renderWithSite(<MissionsPage />);
    await screen.findByRole('heading', { name: 'Bet 1,000 today' });
    const titles = (name: string) =>
      within(listOf(name))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    expect(titles('Daily missions')).toEqual(['Bet 1,000 today', 'Play 20 rounds']);
    expect(titles('Weekly missions')).toEqual(['Deposit 5,000 this week', 'Play 1,200 rounds this week']);

    const bet = missionCard('Bet 1,000 today');
    const bar = within(bet).getByRole('progressbar', { name: 'Bet 1,000 today' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(bet).getByTestId('mission-figures').textContent).toBe('₱250.00 of ₱1,000.00');
    expect(within(bet).getByTestId('mission-reward').textContent).toBe('₱10.00');
    expect(within(bet).getByTestId('mission-left').textContent).toBe('5 h 21 min left');
    expect(within(bet).getByText('Valid bets')).toBeTruthy();
    expect(within(bet).getByText('In progress')).toBeTruthy();
    expect(within(bet).queryByRole('button', { name: 'Claim' })).toBeNull();

    const rounds = missionCard('Play 1,200 rounds this week');
    expect(within(rounds).getByTestId('mission-figures').textContent).toBe('300 of 1,200 rounds');
    expect(within(rounds).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(rounds).getByTestId('mission-left').textContent).toBe('3 d 4 h left');

    const both = missionCard('Play 20 rounds');
    expect(within(both).getByTestId('mission-reward').textContent).toBe('₱5.00 + 50 points');
    expect(within(both).getByText('Completed')).toBeTruthy();
    expect(within(both).getByRole('button', { name: 'Claim' })).toBeTruthy();

    const claimed = missionCard('Deposit 5,000 this week');
    expect(within(claimed).getByTestId('mission-reward').textContent).toBe('200 points');
    expect(within(claimed).getByText('Claimed')).toBeTruthy();
    expect(within(claimed).queryByRole('button', { name: 'Claim' })).toBeNull();

    expect(screen.getByTestId('missions-claimable').textContent).toBe('1 ready to claim');
  });

  it('claims once however often it is pressed, says what was paid, then shows it claimed', async () => {
    let answer: (value: FakeAnswer<'claimMission'>) => void = () => undefined;
    api.on('claimMission', () => new Promise((resolve) => (answer = resolve)));
    renderWithSite(<MissionsPage />);
    await screen.findByRole('heading', { name: 'Play 20 rounds' });
    const card = missionCard('Play 20 rounds');
    fireEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    const sending = within(card).getByRole('button', { name: 'Sending…' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    fireEvent.click(sending);
    await waitFor(() => expect(api.calls('claimMission')).toHaveLength(1));
    expect(api.calls('claimMission')[0]!.body).toEqual({ missionId: 2 });

    const asked = api.calls('missionSummary').length;
    summary = {
      ...summary,
      missions: summary.missions.map((mission) =>
        mission.id === 2 ? { ...mission, claimed: true } : mission,
      ),
      claimable: 0,
    };
    answer({ missionId: 2, periodKey: 'day:2025-06-04', money: '5.00', points: 50 });

    expect((await within(card).findByRole('status')).textContent).toBe(
      'Accepted: ₱5.00 was added to your main wallet and 50 points to your points.',
    );
    expect(within(card).getByText('Claimed')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Claim|Sending/ })).toBeNull();
    await waitFor(() => expect(api.calls('missionSummary').length).toBeGreaterThan(asked));
    await waitFor(() => expect(screen.queryByTestId('missions-claimable')).toBeNull());
    expect(api.calls('claimMission')).toHaveLength(1);
  });

  it('shows a refusal with its reason and keeps the mission to claim', async () => {
    api.on('claimMission', () => {
      throw new ApiError('mission.not.completed', 409, 'This mission is not completed yet');
    });
    renderWithSite(<MissionsPage />);
    await screen.findByRole('heading', { name: 'Play 20 rounds' });
    const card = missionCard('Play 20 rounds');
    fireEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Refused: This mission is not completed yet',
    );
    expect(within(card).getByRole('button', { name: 'Claim' })).toBeTruthy();
    expect(api.calls('claimMission')).toHaveLength(1);
  });

  it('says when there are no missions', async () => {
    summary = { missions: [], claimable: 0, currency: 'PHP' };
    renderWithSite(<MissionsPage />);
    expect(await screen.findByText('No missions right now')).toBeTruthy();
  });

  it('is unavailable and asks nothing while COMM3 is off', async () => {
    renderWithSite(<MissionsPage />, { COMM3: false });
    expect(await screen.findByText('Missions are not available right now.')).toBeTruthy();
    expect(api.asked()).toEqual([]);
  });
});

describe('mission activity: the leaderboard', () => {
  const boardTable = () =>
    screen.findByRole('table', { name: 'Members with the most missions completed this week' });
  const rows = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));

  it("lists the week's top with the member's own row highlighted", async () => {
    renderWithSite(<MissionsPage />);
    const table = await boardTable();
    await waitFor(() => expect(within(table).getByText('You')).toBeTruthy());
    expect(rows(table)).toEqual([
      ['Rank', 'Member', 'Missions completed'],
      ['1', 'b****b', '9'],
      ['2', 'c****e', '7'],
      ['3', 'a****1You', '6'],
    ]);
    const mine = within(table).getAllByRole('row')[3]!;
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('missions-week').textContent).toBe('Week of 2025-06-02');
    expect(screen.queryByTestId('missions-my-place')).toBeNull();
  });

  it("shows the member's place below the board when they are outside the top", async () => {
    board = boardFixture({ rank: 25, completed: 2 });
    renderWithSite(<MissionsPage />);
    const table = await boardTable();
    expect(await screen.findByTestId('missions-my-place')).toBeTruthy();
    expect(screen.getByTestId('missions-my-place').textContent).toBe(
      'Your place: No. 25, with 2 missions completed',
    );
    expect(within(table).queryByText('You')).toBeNull();
    expect(table.querySelector('[aria-current]')).toBeNull();
  });

  it('invites a member without claims this week to join the board', async () => {
    board = { week: '2025-06-02', top: [], me: { rank: null, completed: 0 } };
    renderWithSite(<MissionsPage />);
    expect(await screen.findByText("No one is on this week's board yet")).toBeTruthy();
    expect(screen.getByTestId('missions-my-place').textContent).toBe(
      "Claim a completed mission to join this week's board.",
    );
  });
});
