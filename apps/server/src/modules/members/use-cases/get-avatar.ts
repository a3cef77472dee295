import type { Avatar } from '@wps/contracts';
import * as store from '../account-store.js';
import type { AccountServiceDeps } from '../deps.js';
import { avatarOf } from '../views.js';

/** The member's avatar: a preset ("0" unless chosen) or the uploaded picture. */
export async function getAvatar(deps: AccountServiceDeps, memberId: number): Promise<Avatar> {
  return avatarOf(await store.findProfile(deps.db, memberId));
}
