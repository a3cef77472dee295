import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnnouncementList } from '@wps/contracts';
import { formatDate } from '../../shared/format/date';
import { Icon } from '../../shared/ui/Icon';

/** The latest promotion notices (type PR) from the operator. */
export function PromotionTeasers({ promotions }: { promotions: AnnouncementList['promotion'] }) {
  const { t } = useTranslation();
  return (
    <section className="home__section" aria-labelledby="home-promotions">
      <div className="section-head">
        <h2 id="home-promotions" className="section-title">
          {t('nav.promotions')}
        </h2>
        <Link to="/promotions" className="text-link">
          {t('common.viewAll')}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
      <ul className="teaser-grid">
        {promotions.slice(0, 3).map((promotion) => (
          <li key={promotion.id}>
            <Link to={`/promoDetail?id=${promotion.id}`} className="teaser">
              <span className="teaser__icon">
                <Icon name="gift" />
              </span>
              <span className="teaser__title">{promotion.title}</span>
              <span className="teaser__date">{formatDate(promotion.date)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
