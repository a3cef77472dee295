import type { LiveState } from './channel';

let state: LiveState = 'down';

/** True while the live channel is up: pages that would poll wait for its pushes instead. */
export function isLiveUp(): boolean {
  return state === 'up';
}

export function setLiveState(next: LiveState): LiveState {
  const was = state;
  state = next;
  return was;
}

/** How often a page polls what the channel would push, while the channel is down. */
export const FALLBACK_POLL_MS = 30_000;
