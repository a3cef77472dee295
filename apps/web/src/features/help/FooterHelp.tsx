import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { helpCenterQuery } from '../../shared/api/queries';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { Accordion } from '../../shared/ui/Accordion';
import './help.css';

/** Footer help accordion: each category lists its questions, linking into the help centre. */
export function FooterHelp() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useQuery(helpCenterQuery(language));
  const categories = data?.categories.filter((category) => category.items.length > 0) ?? [];
  if (categories.length === 0) return null;
  return (
    <nav className="footer-help" aria-label={t('help.title')}>
      <Accordion
        headingLevel={2}
        className="footer-help__accordion"
        items={categories.map((category) => ({
          id: category.key,
          title: category.title,
          content: (
            <ul className="footer-help__links">
              {category.items.map((item) => (
                <li key={item.id}>
                  <Link to={`/help?item=${item.id}`}>{item.question}</Link>
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </nav>
  );
}
