import { CategoryPage, type GameCategoryPage } from '../../features/games/CategoryPage';
import { LotteryHubPage } from '../../features/lottery/hub/LotteryHubPage';

/** /elott: the lottery hub; /sports, /esports: their category page. */
export default function CategoryRoute({ category }: { category: GameCategoryPage }) {
  return category === 'elott' ? <LotteryHubPage /> : <CategoryPage category={category} />;
}
