import { routes } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { textFor } from '../../shared/localized';
import { CHOICES_SIZE, promotionKeys, type PromotionActivity } from './promotionsApi';

/**
 * The merchant's activities (every state, the first CHOICES_SIZE) for the pages' activity choices,
 * with each one's title in the back office's language.
 */
export function useActivityChoices(merchant: string) {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: promotionKeys.choices(merchant),
    queryFn: ({ signal }) =>
      callApi(routes.operatorActivities, {
        params: { merchantCode: merchant },
        query: { pageNo: 1, pageSize: CHOICES_SIZE },
        signal,
      }),
    enabled: merchant !== '',
    staleTime: 60_000,
  });
  const list: PromotionActivity[] = query.data?.list ?? [];
  const options = list.map((activity) => ({
    value: String(activity.id),
    label: `${textFor(activity.title, i18n.language)} (#${activity.id})`,
  }));
  return { query, list, options };
}
