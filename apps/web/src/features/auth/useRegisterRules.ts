import { useQuery } from '@tanstack/react-query';
import type { RegisterSettings } from '@wps/contracts';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useSiteInfo } from '../../shared/site/siteContext';

/** The merchant's field rules for both registration forms; the boot call's copy shows at once. */
export function useRegisterRules(): RegisterSettings {
  const info = useSiteInfo();
  const query = useQuery({
    queryKey: ['registerSettings'],
    queryFn: () => callApi(routes.registerSettings),
    initialData: info.register,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });
  return query.data;
}
