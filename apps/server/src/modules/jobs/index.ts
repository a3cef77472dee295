import type { ModuleManifest } from '../../platform/module.js';
import { registerJobRoutes } from './routes.js';
import { createJobService, type JobService } from './service.js';

/** Operators list background job runs and retry dead ones (the queue itself is platform/jobs.ts). */
export const jobsModule: ModuleManifest<object, JobService> = {
  name: 'jobs',
  setUp: ({ jobs, database, clock }) => createJobService({ jobs, db: database.db, clock }),
  routes: registerJobRoutes,
};
