import { bindUseCases } from '../../kernel/use-cases.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs.js';
import { exportJobRuns, listJobRuns } from './use-cases/list-job-runs.js';
import { retryJob } from './use-cases/retry-job.js';

/** The operator's view of background jobs (docs/product.md §Jobs). */
export function createJobService(deps: { jobs: Jobs; db: Database; clock: Clock }) {
  return bindUseCases(deps, { runs: listJobRuns, exportRuns: exportJobRuns, retry: retryJob });
}

export type JobService = ReturnType<typeof createJobService>;
