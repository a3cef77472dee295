import { useSearchParams } from 'react-router';
import { PROMOTIONS_MODULE } from '../../shared/promotions/queries';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { ActivityDetail, ActivityMissing } from './ActivityDetail';
import type { PromotionAuth } from './auth';
import { NoticeDetail } from './NoticeDetail';
import './promotions.css';

/** A positive whole id from the address, or null. */
function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * /promoDetail: `?activity=<id>` an activity of the reward centre (REWCEN3), `?id=<id>` a promotion
 * notice (the home page's banners and teasers link there).
 */
export function PromoDetailPage({ auth }: { auth: PromotionAuth }) {
  const [params] = useSearchParams();
  const rewardCentre = useModuleEnabled(PROMOTIONS_MODULE);
  if (params.has('activity')) {
    const activity = idParam(params.get('activity'));
    if (activity === null || !rewardCentre) return <ActivityMissing />;
    return <ActivityDetail key={activity} id={activity} auth={auth} />;
  }
  return <NoticeDetail id={Number(params.get('id'))} />;
}
