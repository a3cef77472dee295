import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import type { Database } from '../../platform/db/index.js';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import { listAudit } from './service.js';

export function registerAuditRoutes(app: FastifyInstance, guards: RouteGuards, db: Database) {
  registerRoute(app, guards, routes.auditList, async (ctx) => listAudit(db, ctx.query));
}
