import { LIST_EXPORT_MAX_ROWS, type JobRunValue, type JobState } from '@wps/contracts';
import { csvExport, type CsvColumn } from '../../../kernel/csv.js';
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

type JobRunFilter = { name?: string | undefined; state?: JobState | undefined };

const only = (filter: JobRunFilter) => ({
  ...(filter.name ? { name: filter.name } : {}),
  ...(filter.state ? { state: filter.state } : {}),
});

/** A page of job runs, newest first, by queue and state; `cursor` leads to the next page (keyset). */
export async function listJobRuns(
  deps: { jobs: Jobs },
  query: JobRunFilter & { limit: number; cursor?: string | undefined },
): Promise<{ list: JobRunValue[]; cursor: string | null }> {
  const runs = await deps.jobs.runs({
    ...only(query),
    limit: query.limit + 1,
    ...(query.cursor ? { after: query.cursor } : {}),
  });
  const page = runs.slice(0, query.limit);
  return {
    list: page.map(jobRunView),
    cursor: runs.length > query.limit ? (page[page.length - 1]?.position ?? null) : null,
  };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms));

const JOB_COLUMNS: CsvColumn<JobRunValue>[] = [
  { header: 'id', value: (run) => run.id },
  { header: 'queue', value: (run) => run.name },
  { header: 'state', value: (run) => run.state },
  { header: 'attempts', value: (run) => run.attempts },
  { header: 'created_at', value: (run) => iso(run.createdAt) },
  { header: 'started_at', value: (run) => iso(run.startedAt) },
  { header: 'finished_at', value: (run) => iso(run.finishedAt) },
  { header: 'last_error', value: (run) => run.lastError },
];

/** The runs the filter matches as CSV, newest first, at most LIST_EXPORT_MAX_ROWS. */
export async function exportJobRuns(deps: { jobs: Jobs }, filter: JobRunFilter) {
  const runs = await deps.jobs.runs({ ...only(filter), limit: LIST_EXPORT_MAX_ROWS + 1 });
  return csvExport(JOB_COLUMNS, runs.map(jobRunView), LIST_EXPORT_MAX_ROWS);
}
