import { z } from 'zod';
import { csvDownload } from './operator.js';
import { route } from './route.js';

/*
 * The operator's view of background jobs (docs/product.md §Jobs): the latest runs with their state,
 * attempts and last error, and a retry of a failed (dead) run.
 */

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A job's queue name: `<module>.<verb>-<noun>`. */
const jobNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*\.[a-z0-9-]+$/)
  .max(80);

/** Job runs by queue and state, newest first. */
export const jobRunFilterSchema = z.object({
  name: jobNameSchema.optional(),
  state: z.enum(JOB_STATES).optional(),
});
/** A page of runs: `cursor` is the previous page's `cursor` (keyset paging, newest first). */
export const jobRunQuerySchema = jobRunFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z
    .string()
    .regex(/^\d{1,17}~[0-9a-f-]{36}$/)
    .optional(),
});

export const jobRunSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  /** The last failure's message; never a stack. */
  lastError: z.string().nullable(),
  createdAt: z.number().int(),
  startedAt: z.number().int().nullable(),
  finishedAt: z.number().int().nullable(),
});
export type JobRunValue = z.infer<typeof jobRunSchema>;

export const jobRoutes = {
  operatorJobRuns: route({
    id: 'operatorJobRuns',
    method: 'GET',
    path: '/wps/admin/jobs',
    summary: 'Background job runs, newest first: state, attempts, last error',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    query: jobRunQuerySchema,
    value: z.object({
      list: z.array(jobRunSchema),
      /** Pass as `cursor` for the next page; null on the last. */
      cursor: z.string().nullable(),
    }),
  }),
  operatorJobExport: route({
    id: 'operatorJobExport',
    method: 'GET',
    path: '/wps/admin/jobs/export',
    summary:
      'The job runs the filters match as CSV (UTF-8), newest first, at most 50,000 rows (X-Export-Truncated: true when more matched)',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    download: csvDownload('jobs.csv'),
    query: jobRunFilterSchema,
    value: z.string(),
  }),
  operatorJobRetry: route({
    id: 'operatorJobRetry',
    method: 'POST',
    path: '/wps/admin/jobs/:name/:id/retry',
    summary: 'Runs a failed (dead) job again (audited)',
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    params: z.object({ name: jobNameSchema, id: z.string().uuid() }),
    /** Why the operator runs it again (kept in the audit entry). */
    body: z.object({ remark: z.string().trim().max(200).optional() }),
    value: jobRunSchema,
  }),
};
