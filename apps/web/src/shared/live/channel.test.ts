import { LIVE_CLOSE } from '@wps/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveChannel, liveUrl, type LiveState } from './channel';

/** A WebSocket stand-in: the test opens, answers and closes it as the server would. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static made: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: unknown[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.drop(1000);
  }
  /** The server side. */
  open() {
    this.readyState = FakeSocket.OPEN;
  }
  say(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number) {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}

function harness(initialToken: string | null = null) {
  FakeSocket.made = [];
  vi.useFakeTimers();
  let token = initialToken;
  const pushes: unknown[] = [];
  const states: LiveState[] = [];
  const ended = vi.fn();
  const channel = createLiveChannel({
    url: () => 'ws://site/wps/live?merchant=aurora',
    token: () => token,
    onPush: (message) => pushes.push(message),
    onSessionEnded: ended,
    onState: (state) => states.push(state),
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    timers: { setTimeout, clearTimeout, random: () => 0.5 },
  });
  const last = () => FakeSocket.made.at(-1)!;
  const up = (member: boolean) => {
    last().open();
    last().say({ type: 'ready', member: false });
    if (member) last().say({ type: 'ready', member: true });
  };
  return {
    channel,
    pushes,
    states,
    ended,
    last,
    up,
    setToken: (next: string | null) => {
      token = next;
      channel.sessionChanged();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the live channel in the page', () => {
  it('builds its address from the page and the merchant', () => {
    expect(liveUrl({ protocol: 'https:', host: 'site.example' }, 'aurora')).toBe(
      'wss://site.example/wps/live?merchant=aurora',
    );
    expect(liveUrl({ protocol: 'http:', host: '127.0.0.1:8080' }, null)).toBe('ws://127.0.0.1:8080/wps/live');
  });

  it('binds to the member after the visitor ready, and is up once bound; hands pushes on', () => {
    const h = harness('tok-1');
    h.channel.start();
    expect(h.states).toEqual(['connecting']);
    h.last().open();
    h.last().say({ type: 'ready', member: false });
    expect(h.last().sent).toEqual([{ type: 'auth', token: 'tok-1' }]);
    expect(h.channel.state()).toBe('connecting');
    h.last().say({ type: 'ready', member: true });
    expect(h.channel.state()).toBe('up');
    h.last().say({ type: 'balance', cause: 'deposit' });
    h.last().say({ type: 'nonsense' });
    expect(h.pushes).toEqual([{ type: 'balance', cause: 'deposit' }]);
    h.channel.stop();
  });

  it('reconnects with a growing pause, binds again, and starts over after a stable connection', () => {
    const h = harness('tok-1');
    h.channel.start();
    h.up(true);
    const pauses: number[] = [];
    for (let outage = 0; outage < 7; outage++) {
      const before = FakeSocket.made.length;
      h.last().drop(1006);
      expect(h.channel.state()).toBe('down');
      let waited = 0;
      while (FakeSocket.made.length === before) {
        vi.advanceTimersByTime(250);
        waited += 250;
      }
      pauses.push(waited);
    }
    // Half the pause plus a jitter of half (random 0.5): 1 s, 2 s, 4 s … capped at 30 s.
    expect(pauses).toEqual([750, 1500, 3000, 6000, 12000, 22500, 22500]);
    h.up(true);
    expect(h.last().sent).toEqual([{ type: 'auth', token: 'tok-1' }]);
    vi.advanceTimersByTime(10_000);
    h.last().drop(1006);
    vi.advanceTimersByTime(750);
    expect(FakeSocket.made.length).toBe(9);
    h.channel.stop();
  });

  it('signs the tab out when the server ends the session, and reconnects as a visitor', () => {
    const h = harness('tok-1');
    h.channel.start();
    h.up(true);
    h.last().drop(LIVE_CLOSE.sessionEnded);
    expect(h.ended).toHaveBeenCalledTimes(1);
    h.setToken(null);
    h.up(false);
    expect(h.last().sent).toEqual([]);
    expect(h.channel.state()).toBe('up');
    h.channel.stop();
  });

  it('binds an open visitor socket at login, and swaps it for a visitor one at logout', () => {
    const h = harness(null);
    h.channel.start();
    h.up(false);
    expect(h.channel.state()).toBe('up');
    h.setToken('tok-2');
    expect(h.last().sent).toEqual([{ type: 'auth', token: 'tok-2' }]);
    expect(FakeSocket.made).toHaveLength(1);
    const memberSocket = h.last();
    h.setToken(null);
    expect(memberSocket.readyState).toBe(FakeSocket.CLOSED);
    expect(FakeSocket.made).toHaveLength(2);
    h.channel.stop();
  });

  it('closes a socket that stops answering pings, then reconnects', () => {
    const h = harness(null);
    h.channel.start();
    h.up(false);
    const first = h.last();
    vi.advanceTimersByTime(25_000);
    expect(first.sent).toEqual([{ type: 'ping' }]);
    vi.advanceTimersByTime(10_000);
    expect(first.readyState).toBe(FakeSocket.CLOSED);
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.made).toHaveLength(2);
    h.channel.stop();
  });

  it('tries at once when woken (back online, tab visible) while down', () => {
    const h = harness(null);
    h.channel.start();
    h.up(false);
    h.last().drop(1006);
    expect(FakeSocket.made).toHaveLength(1);
    h.channel.wake();
    expect(FakeSocket.made).toHaveLength(2);
    h.channel.stop();
  });
});
