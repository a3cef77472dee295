import { VipPage } from '../../features/vip/VipPage';
import { useRankLabel } from '../../shared/storage/useRankLabel';

export default function VipRoute() {
  return <VipPage rankLabel={useRankLabel()} />;
}
