import type { JobRunValue, JobState } from '@wps/contracts';
import type { JobRun, Jobs } from '../../../platform/jobs.js';

/** A run as operators read it: times in epoch milliseconds. */
export function jobRunView(run: JobRun): JobRunValue {
  return {
    id: run.id,
    name: run.name,
    state: run.state,
    attempts: run.attempts,
    lastError: run.lastError,
    createdAt: run.createdAt.getTime(),
    startedAt: run.startedAt?.getTime() ?? null,
    finishedAt: run.finishedAt?.getTime() ?? null,
  };
}

/** The latest job runs, newest first, by queue and state. */
export async function listJobRuns(
  deps: { jobs: Jobs },
  query: { name?: string | undefined; state?: JobState | undefined; limit: number },
): Promise<{ list: JobRunValue[] }> {
  const runs = await deps.jobs.runs({
    limit: query.limit,
    ...(query.name ? { name: query.name } : {}),
    ...(query.state ? { state: query.state } : {}),
  });
  return { list: runs.map(jobRunView) };
}
