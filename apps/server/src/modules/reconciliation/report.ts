import type { reconciliationReportSchema } from '@wps/contracts';
import type { z } from 'zod';
import type { Problem, Reconciliation } from '../ledger/reconcile.js';

type Report = z.input<typeof reconciliationReportSchema>;

function signed(value: bigint): string {
  return value > 0n ? `+${value}` : String(value);
}

function subjectOf(problem: Problem): string {
  if (problem.kind === 'unbalanced') {
    const tx = problem.transaction;
    return tx
      ? `transaction ${problem.transactionId} (merchant ${tx.merchantId}, ${tx.type}, ${tx.entryCount} entries)`
      : `transaction ${problem.transactionId}`;
  }
  const account = problem.account;
  const owner = !account
    ? ''
    : account.ownerMemberId !== null
      ? `member ${account.ownerMemberId} ${account.kind === 'member' ? `wallet ${account.wallet}` : account.kind}`
      : `${account.kind}${account.wallet ? ` ${account.wallet}` : ''} shard ${account.shard}`;
  const what = account
    ? `account ${problem.accountId} (merchant ${account.merchantId}, ${account.currency}, ${owner})`
    : `account ${problem.accountId}`;
  return problem.kind === 'running'
    ? `entry ${problem.entryId} of ${what} in transaction ${problem.transactionId}`
    : what;
}

function detailOf(problem: Problem): string {
  const difference = signed(problem.recorded - problem.expected);
  switch (problem.kind) {
    case 'balance':
      return `balance ${problem.recorded}, entries sum to ${problem.expected}, difference ${difference} (minor units)`;
    case 'unbalanced':
      return problem.transaction?.entryCount === 0
        ? 'has no entries'
        : `entries sum to ${signed(problem.recorded)} (minor units)`;
    case 'floor':
      return `balance ${problem.recorded} is below 0 (minor units)`;
    case 'running':
      return `balance after ${problem.recorded}, running total ${problem.expected}, difference ${difference} (minor units)`;
  }
}

/** The ledger's reconciliation as the operator API answers it. */
export function reconciliationReportOf(report: Reconciliation, checkedAt: Date): Report {
  return {
    checkedAt: checkedAt.getTime(),
    clean: report.clean,
    accountsChecked: report.checked.accounts,
    transactionsChecked: report.checked.transactions,
    entriesChecked: report.checked.entries,
    counts: { ...report.counts },
    differences: report.problems.map((problem) => ({
      kind: problem.kind,
      subject: subjectOf(problem),
      detail: detailOf(problem),
      accountId: problem.accountId,
      transactionId: problem.transactionId,
      entryId: problem.entryId,
      recorded: problem.recorded.toString(),
      expected: problem.expected.toString(),
    })),
  };
}
