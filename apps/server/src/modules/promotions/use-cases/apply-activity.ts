import {
  ACTIVITY_IMAGE_MAX_BYTES,
  type ActivityKind,
  type applyPromotionBodySchema,
  type Language,
} from '@wps/contracts';
import type { z } from 'zod';
import { checkImageBytes } from '../../../kernel/images.js';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import type { PromotionDeps } from '../deps.js';
import { shownActivityOrFail } from '../kit.js';
import { periodOf, takesApplications } from '../rules.js';
import { isForMember } from '../standing.js';
import * as store from '../store.js';
import { applicationView } from '../views.js';

/**
 * The member applies to an application activity (a remark of at most 140 characters and up to 3
 * PNG or JPEG images of 5 MB, judged by their bytes) or a messaging-ID one (the Zalo or WhatsApp
 * number ID, spec.md §5). One application waits at a time; one is approved per period.
 */
export async function applyActivity(
  deps: PromotionDeps,
  site: SiteContext,
  member: MemberPrincipal,
  language: Language,
  input: z.output<typeof applyPromotionBodySchema>,
) {
  const now = deps.clock.now();
  const { activity, window } = await shownActivityOrFail(deps, site, input.activityId, now);
  const kind = activity.kind as ActivityKind;
  if (!takesApplications(kind)) throw new AppError('promotion.not.application');
  if (window !== 'open') throw new AppError('promotion.not.open');
  if (kind === 'messaging_id' && !input.messagingId)
    throw new AppError('promotion.messaging.required', { channel: activity.messagingChannel ?? 'zalo' });
  if (kind === 'application' && input.remark === '' && input.images.length === 0)
    throw validationError({
      remark: { code: 'field.required', message: 'Write a remark or add an image' },
    });
  // Every image is checked before anything is stored: one bad image refuses the whole application.
  const images = input.images.map((image) => {
    const { type, bytes } = checkImageBytes(image, {
      field: 'images',
      maxBytes: ACTIVITY_IMAGE_MAX_BYTES,
      types: ['image/png', 'image/jpeg'],
    });
    return { contentType: type, bytes };
  });
  if (!(await isForMember(deps, site, activity, member.id, language, now)))
    throw new AppError('promotion.not.eligible');
  const occurrence = periodOf(activity.repeat as never, now, site.settings.profile.timeZone, activity).key;
  if (await store.approvedApplicationIn(deps.db, activity.id, member.id, occurrence))
    throw new AppError('promotion.already.claimed');
  const application = await deps.db.transaction((tx) =>
    store.insertApplication(
      tx,
      {
        merchantId: site.merchantId,
        activityId: activity.id,
        memberId: member.id,
        state: 'applying',
        occurrence,
        remark: input.remark,
        messagingId: kind === 'messaging_id' ? (input.messagingId ?? null) : null,
        imageCount: images.length,
        createdAt: now,
      },
      images,
    ),
  );
  if (!application) throw new AppError('promotion.application.pending');
  deps.rewardsChanged(site.merchantId, member.id);
  return applicationView(application);
}
