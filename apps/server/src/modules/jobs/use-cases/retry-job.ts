import type { JobRunValue } from '@wps/contracts';
import type { Database } from '../../../platform/db/index.js';
import { AppError } from '../../../platform/errors.js';
import type { Jobs } from '../../../platform/jobs.js';
import type { Clock } from '../../../platform/clock.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import { jobRunView } from './list-job-runs.js';

/**
 * An operator runs a failed (dead) job again: audited with the run as it was. Anything but a failed
 * run of that queue is `not.found`.
 */
export async function retryJob(
  deps: { jobs: Jobs; db: Database; clock: Clock },
  actor: AuditActor,
  name: string,
  id: string,
  remark?: string,
): Promise<JobRunValue> {
  const run = (await deps.jobs.runs({ name, state: 'failed', limit: 500 })).find((job) => job.id === id);
  if (!run || !(await deps.jobs.retry(name, id))) throw new AppError('not.found');
  await recordAudit(
    deps.db,
    actor,
    {
      action: 'job.retry',
      target: `job:${name}:${id}`,
      before: jobRunView(run),
      after: { state: 'retry', remark: remark ?? null },
    },
    deps.clock.now(),
  );
  const after = (await deps.jobs.runs({ name, limit: 500 })).find((job) => job.id === id);
  return jobRunView(after ?? run);
}
