import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader';
import { NoticeBoard } from './NoticeBoard';

/** /noticePage */
export function NoticePage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <PageHeader title={t('notice.title')} subtitle={t('notice.subtitle')} />
      <section className="card">
        <NoticeBoard />
      </section>
    </div>
  );
}
