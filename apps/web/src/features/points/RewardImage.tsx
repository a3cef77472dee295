import type { pointRewardSchema } from '@wps/contracts';
import { useState } from 'react';
import type { z } from 'zod';
import { resolveImageUrl } from '../../shared/site/imageUrl';
import { useSiteInfo } from '../../shared/site/siteContext';
import { Icon } from '../../shared/ui/Icon';

type PointReward = z.infer<typeof pointRewardSchema>;

/** A reward's picture, or a gift (goods) or cash icon when it has none or it does not load. */
export function RewardImage({ reward, size = 'large' }: { reward: PointReward; size?: 'large' | 'small' }) {
  const { imageCDNs } = useSiteInfo();
  const [failed, setFailed] = useState(false);
  const className = `points-image points-image--${size}`;
  if (!reward.image || failed)
    return (
      <span className={`${className} points-image--placeholder`} data-testid="reward-placeholder">
        <Icon name={reward.kind === 'cash' ? 'cashback' : 'gift'} size={size === 'large' ? 40 : 26} />
      </span>
    );
  return (
    <img
      className={className}
      src={resolveImageUrl(reward.image, imageCDNs)}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
