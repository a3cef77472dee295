import { AVATAR_MAX_BYTES, type Avatar } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import { checkImage } from '../../../kernel/images.js';
import * as store from '../account-store.js';
import type { AccountServiceDeps } from '../deps.js';
import type { AvatarUploadInput } from '../types.js';
import { avatarOf } from '../views.js';

/** A preset ("0"–"11") or an uploaded PNG, JPEG or WebP picture, checked by its bytes. */
export async function uploadAvatar(
  deps: AccountServiceDeps,
  site: SiteContext,
  memberId: number,
  input: AvatarUploadInput,
): Promise<Avatar> {
  // The uploaded picture as a data URL of the type its bytes really are; field errors on `image`.
  const patch =
    'avatar' in input
      ? { avatar: input.avatar, avatarImage: null }
      : {
          avatar: 'custom',
          avatarImage: checkImage(input.image, { field: 'image', maxBytes: AVATAR_MAX_BYTES }),
        };
  await store.upsertProfile(deps.db, memberId, site.merchantId, patch, deps.clock.now());
  return avatarOf(await store.findProfile(deps.db, memberId));
}
