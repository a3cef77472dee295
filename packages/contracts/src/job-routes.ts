import { z } from 'zod';
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

export const jobRunQuerySchema = z.object({
  name: jobNameSchema.optional(),
  state: z.enum(JOB_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
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
    value: z.object({ list: z.array(jobRunSchema) }),
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
