import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';

/** Refreshing the picture is allowed once a second (docs/product.md §Constants and limits). */
const REFRESH_GAP_MS = 1000;

export interface ImageCaptcha {
  image: string | null;
  captchaId: string | undefined;
  failed: boolean;
  /** A picture is on its way: the form waits for it, since each captcha id is single use. */
  loading: boolean;
  /** A new picture, at most once a second (the refresh button). */
  refresh: () => void;
  /** A new picture now (after a refused submit: each captcha is single use). */
  reload: () => void;
}

let instances = 0;

/** The image captcha (`GET /wps/captcha`), loaded while `enabled`; each form gets its own. */
export function useImageCaptcha(enabled: boolean): ImageCaptcha {
  const [instance] = useState(() => ++instances);
  const [round, setRound] = useState(0);
  const lastRefresh = useRef(0);
  const query = useQuery({
    queryKey: ['imageCaptcha', instance, round],
    queryFn: () => callApi(routes.imageCaptcha),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - lastRefresh.current < REFRESH_GAP_MS) return;
    lastRefresh.current = now;
    reload();
  }, [reload]);
  return {
    image: query.data?.image ?? null,
    captchaId: query.data?.captchaId,
    failed: query.isError,
    loading: enabled && query.isPending,
    refresh,
    reload,
  };
}
