import { actorOf } from '../audit/actor.js';
import type { AuditActor } from '../audit/service.js';

/** The audit actor of a member acting on their own money: no operator, named `member:<username>`. */
export function memberActorOf(ctx: Parameters<typeof actorOf>[0], member: { username: string }): AuditActor {
  return { ...actorOf(ctx), operatorId: null, operatorName: `member:${member.username}` };
}
