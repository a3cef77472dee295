import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proofFileProblem, readAsDataUrl } from './proofImage';

interface ProofPickerProps {
  label: string;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  error?: string | undefined;
  optional?: boolean;
}

/** Picks a proof image (PNG, JPEG or WebP up to 2 MB) and shows a preview; the value is a data URL. */
export function ProofPicker({ label, value, onChange, error, optional = false }: ProofPickerProps) {
  const { t } = useTranslation('money');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const pick = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const refusal = proofFileProblem(file);
    if (refusal) {
      setProblem(t(`proof.problem.${refusal}`));
      return;
    }
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setProblem(t('proof.problem.read'));
    }
  };

  return (
    <div className={`field proof-picker${message ? ' field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
        {optional && <span className="field__optional">{t('money.optional')}</span>}
      </span>
      <div className="proof-picker__row">
        {value && <img className="proof-picker__preview" src={value} alt={t('proof.preview')} />}
        <label className="btn btn--secondary btn--sm proof-picker__button" htmlFor={id}>
          {t(value ? 'proof.change' : 'proof.choose')}
        </label>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          aria-invalid={message ? true : undefined}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {value && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange(null)}>
            {t('proof.remove')}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className={message ? 'field__error' : 'field__hint'}>
        {message ?? t('proof.hint')}
      </p>
    </div>
  );
}
