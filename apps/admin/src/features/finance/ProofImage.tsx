import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { financeErrorText } from './financeError';

type LoadProof = (orderNo: string, signal: AbortSignal) => Promise<{ image: string | null }>;

/** Opens a data-URL picture at full size in a new tab (browsers refuse to open data URLs themselves). */
function openFullSize(image: string): void {
  const [head, data = ''] = image.split(',', 2);
  const type = /^data:([^;]+);base64$/.exec(head ?? '')?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The proof picture of an order (a data URL the server answers), loaded when shown. */
export function ProofImage({
  orderNo,
  load,
  queryKey,
}: {
  orderNo: string;
  load: LoadProof;
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation();
  const proof = useQuery({
    queryKey: [...queryKey, 'proof', orderNo],
    queryFn: ({ signal }) => load(orderNo, signal),
    staleTime: Infinity,
  });
  const image = proof.data?.image;
  if (proof.isPending) return <p className="muted">{t('finance.proof.loading')}</p>;
  if (proof.isError)
    return (
      <p className="note note--error" role="alert">
        {financeErrorText(proof.error)}
      </p>
    );
  if (!image || !/^data:image\/(png|jpeg|webp);base64,/.test(image))
    return <p className="muted">{t('finance.proof.none')}</p>;
  return (
    <figure className="finance-proof">
      <img src={image} alt={t('finance.proof.alt', { orderNo })} />
      <figcaption>
        <button type="button" className="btn btn--small" onClick={() => openFullSize(image)}>
          {t('finance.proof.fullSize')}
        </button>
      </figcaption>
    </figure>
  );
}
