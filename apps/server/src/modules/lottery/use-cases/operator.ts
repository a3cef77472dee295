import {
  lotteryExposureSchema,
  lotteryReportSchema,
  lotteryResultEntrySchema,
  lottoOperatorPaths,
  operatorLotteryDrawPageSchema,
  operatorLotteryGameSchema,
} from '@wps/contracts';
import { z as zod } from 'zod';
import type {
  lotteryGameSettingsBodySchema,
  lotteryReportQuerySchema,
  operatorLotteryDrawQuerySchema,
} from '@wps/contracts';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { LotteryDeps } from '../deps.js';
import { lottoCall } from '../vendor.js';

/*
 * The operator's lottery pages. The lottery's games and draws are the vendor's, the same for every
 * merchant, so these calls are deployment-wide; each change is made at the vendor first and then
 * written to the audit log with what it answered.
 */

const now = (deps: LotteryDeps) => () => deps.clock.now().getTime();
const who = (actor: AuditActor) => actor.operatorName ?? `operator:${actor.operatorId ?? 'unknown'}`;

export async function operatorGames(deps: LotteryDeps) {
  return lottoCall(
    await deps.endpoint(),
    'GET',
    lottoOperatorPaths.games,
    {},
    zod.object({ games: zod.array(operatorLotteryGameSchema) }),
    now(deps),
  );
}

export async function saveGame(
  deps: LotteryDeps,
  actor: AuditActor,
  code: string,
  input: zod.infer<typeof lotteryGameSettingsBodySchema> & { reason: string },
) {
  const { reason, ...settings } = input;
  const saved = await lottoCall(
    await deps.endpoint(),
    'POST',
    lottoOperatorPaths.saveGame,
    { ...settings, code, operator: who(actor) },
    zod.object({ before: operatorLotteryGameSchema, after: operatorLotteryGameSchema }),
    now(deps),
  );
  const pick = (game: zod.infer<typeof operatorLotteryGameSchema>) => ({
    enabled: game.enabled,
    closeSeconds: game.closeSeconds,
    keyCap: game.keyCap,
    typeCaps: game.typeCaps,
    playerPeriodMax: game.playerPeriodMax,
  });
  await recordAudit(
    deps.db,
    actor,
    {
      action: 'lottery.game.save',
      target: `lottery:${code}`,
      before: pick(saved.before),
      after: { ...pick(saved.after), reason },
    },
    deps.clock.now(),
  );
  return saved.after;
}

export async function operatorDraws(
  deps: LotteryDeps,
  query: zod.infer<typeof operatorLotteryDrawQuerySchema>,
) {
  return lottoCall(
    await deps.endpoint(),
    'GET',
    lottoOperatorPaths.draws,
    query,
    operatorLotteryDrawPageSchema,
    now(deps),
  );
}

export async function enterResult(
  deps: LotteryDeps,
  actor: AuditActor,
  code: string,
  number: string,
  input: { prizes: Record<string, string[]>; reason: string },
) {
  const answer = await lottoCall(
    await deps.endpoint(),
    'POST',
    lottoOperatorPaths.result,
    { gameCode: code, number, operator: who(actor), prizes: input.prizes },
    lotteryResultEntrySchema,
    now(deps),
  );
  await recordAudit(
    deps.db,
    actor,
    {
      action: 'lottery.result.enter',
      target: `lottery:${code}:${number}`,
      after: { prizes: input.prizes, state: answer.state, reason: input.reason },
    },
    deps.clock.now(),
  );
  return answer;
}

export async function cancelPeriod(
  deps: LotteryDeps,
  actor: AuditActor,
  code: string,
  number: string,
  reason: string,
) {
  const answer = await lottoCall(
    await deps.endpoint(),
    'POST',
    lottoOperatorPaths.cancelPeriod,
    { gameCode: code, number, operator: who(actor) },
    zod.object({ voided: zod.number().int() }),
    now(deps),
  );
  await recordAudit(
    deps.db,
    actor,
    { action: 'lottery.period.cancel', target: `lottery:${code}:${number}`, after: { ...answer, reason } },
    deps.clock.now(),
  );
  return answer;
}

export async function exposure(deps: LotteryDeps, gameCode: string) {
  return lottoCall(
    await deps.endpoint(),
    'GET',
    lottoOperatorPaths.exposure,
    { gameCode },
    lotteryExposureSchema,
    now(deps),
  );
}

export async function report(deps: LotteryDeps, query: zod.infer<typeof lotteryReportQuerySchema>) {
  return lottoCall(
    await deps.endpoint(),
    'GET',
    lottoOperatorPaths.report,
    query,
    lotteryReportSchema,
    now(deps),
  );
}
