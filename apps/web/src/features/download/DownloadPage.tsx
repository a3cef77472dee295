import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader';
import { AppQrList } from './AppQrList';

/** /down and /download: app download with QR codes and install steps. */
export function DownloadPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('download.title')} subtitle={t('download.subtitle')} />
      <section className="card">
        <AppQrList />
      </section>
      <section className="card download-steps" aria-labelledby="download-steps">
        <h2 id="download-steps" className="section-title">
          {t('download.stepsTitle')}
        </h2>
        <ol>
          <li>{t('download.step1')}</li>
          <li>{t('download.step2')}</li>
          <li>{t('download.step3')}</li>
        </ol>
      </section>
    </div>
  );
}
