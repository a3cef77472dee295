import type { Activity, ActivityKind, ActivityStatus, MyActivity } from '@wps/contracts';

/** What the member can do in an activity now (the action area's button). */
export type ActionButton =
  /** A visitor: log in to take part. */
  | 'login'
  /** Opt in (POST joinPromotion). */
  | 'join'
  /** Send an application (application and messaging_id kinds; again after a rejection). */
  | 'apply'
  /** Claim the reward the member qualifies for now (POST claimPromotion). */
  | 'claim'
  /** Collect a reward waiting in the reward centre (POST claimIssuedPromotion). */
  | 'collect'
  /** The reward was collected: its turnover is shown in bonus details. */
  | 'bonusDetails';

export interface StatusView {
  /** The member's status when known, else the visitor's. */
  status: ActivityStatus;
  button: ActionButton | null;
  /** What a claim would pay, or the issued amount to collect. */
  amount: string | null;
  bonusId: number | null;
  /** Why an application or claim was rejected. */
  reason: string | null;
  /** turnover_reward and loss_rebate: valid bets or net loss so far. */
  progress: string | null;
}

/** Kinds where the member applies and an operator decides. */
export function isApplicationKind(kind: ActivityKind): boolean {
  return kind === 'application' || kind === 'messaging_id';
}

/**
 * Kinds the member opts in to first (they count deposits, bets or losses from the joining on). The
 * others show `join` while open with nothing to claim yet: there is nothing to press then (the
 * server's rules.ts JOIN_KINDS; joining them is refused with promotion.not.joinable).
 */
export function needsJoining(kind: ActivityKind): boolean {
  return (
    kind === 'deposit_match' || kind === 'reload' || kind === 'turnover_reward' || kind === 'loss_rebate'
  );
}

/**
 * The action area of an activity for a visitor (`mine` null, `loggedIn` false) or a member (their
 * state from myPromotions; the visitor's status stands in while it is unknown).
 */
export function statusView(
  activity: Pick<Activity, 'kind' | 'status'>,
  mine: MyActivity | null | undefined,
  loggedIn: boolean,
): StatusView {
  const member = loggedIn ? (mine ?? null) : null;
  const status = member?.status ?? activity.status;
  const view: StatusView = {
    status,
    button: null,
    amount: member?.claimable ?? null,
    bonusId: member?.bonusId ?? null,
    reason: member?.reason ?? null,
    progress: member?.progress ?? null,
  };
  const applies = isApplicationKind(activity.kind);
  switch (status) {
    case 'join':
      view.button = !loggedIn ? 'login' : applies ? 'apply' : needsJoining(activity.kind) ? 'join' : null;
      break;
    case 'claim':
      view.button = loggedIn ? 'claim' : 'login';
      break;
    case 'issued':
      view.button = loggedIn && view.bonusId !== null ? 'collect' : null;
      break;
    case 'rejected':
      // An application may be sent again; a rejected claim is final.
      view.button = loggedIn && applies ? 'apply' : null;
      break;
    case 'process':
      view.button = loggedIn ? 'bonusDetails' : null;
      break;
    case 'joined':
    case 'applying':
    case 'claimed':
    case 'closed':
    case 'coming_soon':
      break;
  }
  return view;
}

export type StatusTone = 'ready' | 'open' | 'wait' | 'bad' | 'off' | 'soon';

/** The colour of a status chip. */
export function statusTone(status: ActivityStatus): StatusTone {
  switch (status) {
    case 'claim':
    case 'issued':
      return 'ready';
    case 'join':
      return 'open';
    case 'joined':
    case 'applying':
    case 'process':
      return 'wait';
    case 'rejected':
      return 'bad';
    case 'claimed':
    case 'closed':
      return 'off';
    case 'coming_soon':
      return 'soon';
  }
}

/** The activities list's filter: by the visitor's status (running: open to join or claim). */
export type ActivityFilter = 'all' | 'running' | 'soon';

export function matchesFilter(activity: Pick<Activity, 'status'>, filter: ActivityFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'soon') return activity.status === 'coming_soon';
  return activity.status !== 'coming_soon' && activity.status !== 'closed';
}
