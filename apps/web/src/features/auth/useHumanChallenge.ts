import { useEffect, useMemo } from 'react';
import { createChallengeSolver } from '../../shared/api/challenge';
import { useModuleEnabled } from '../../shared/site/siteContext';

export interface HumanCheck {
  /** The solved challenge for the next call; undefined when the site has no human check (GEETEST3 off). */
  take(): Promise<string | undefined>;
  /** After a failed login or registration: a new challenge is solved in the background. */
  reset(): void;
  /** Start solving now (the member is about to submit). */
  prime(): void;
}

/** The proof of work (GEETEST3) a form must pass, solved ahead of the submit. */
export function useHumanChallenge({ eager = true }: { eager?: boolean } = {}): HumanCheck {
  const enabled = useModuleEnabled('GEETEST3');
  const check = useMemo<HumanCheck>(() => {
    if (!enabled) return { take: () => Promise.resolve(undefined), reset: () => {}, prime: () => {} };
    const solver = createChallengeSolver();
    return { take: () => solver.take(), reset: () => solver.reset(), prime: () => solver.prime() };
  }, [enabled]);
  useEffect(() => {
    if (eager) check.prime();
  }, [eager, check]);
  return check;
}
