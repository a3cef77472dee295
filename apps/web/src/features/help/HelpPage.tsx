import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../shared/ui/PageHeader';
import { HelpCenter } from './HelpCenter';

/** /help (optional ?item=<id> opens one answer). */
export function HelpPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const item = Number(params.get('item'));
  return (
    <div className="page page--narrow">
      <PageHeader title={t('help.title')} subtitle={t('help.subtitle')} />
      <HelpCenter openItemId={Number.isInteger(item) && item > 0 ? item : null} />
    </div>
  );
}
