import type { RouteContext } from '../../platform/http/route.js';
import type { AuditActor } from './service.js';

/** Who did it, from where, in which request: the audit fields of a route call. */
export function actorOf(context: RouteContext<unknown, unknown, unknown>): AuditActor {
  return {
    operatorId: context.operator?.id ?? null,
    operatorName: context.operator?.username ?? null,
    ip: context.location.ip,
    requestId: context.requestId,
  };
}

/** The audit actor of a member acting on their own money: no operator, named `member:<username>`. */
export function memberActorOf(
  context: RouteContext<unknown, unknown, unknown>,
  member: { username: string },
): AuditActor {
  return { ...actorOf(context), operatorId: null, operatorName: `member:${member.username}` };
}
