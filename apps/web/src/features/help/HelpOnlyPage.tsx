import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { HelpCenter } from './HelpCenter';

/** /helpmc: the help content alone (embedded in apps and other frames). */
export function HelpOnlyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.title'));
  return (
    <div className="page page--narrow help-only">
      <h1 className="help-only__title">{t('help.title')}</h1>
      <HelpCenter />
    </div>
  );
}
