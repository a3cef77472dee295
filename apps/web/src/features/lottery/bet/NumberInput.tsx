import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseNumberList } from './pickLogic';

/** A box for typing many numbers at once; valid ones join the selection, the rest are named. */
export function NumberInput({ digits, onAdd }: { digits: number; onAdd: (values: string[]) => void }) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const add = () => {
    const parsed = parseNumberList(text, digits);
    setInvalid(parsed.invalid);
    if (parsed.values.length > 0) onAdd(parsed.values);
    setText(parsed.invalid.join(' '));
  };
  return (
    <div className={`field lottery-typed${invalid.length > 0 ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t('lottery.typed.label', { digits })}
      </label>
      <div className="lottery-typed__row">
        <textarea
          id={id}
          className="field__input lottery-typed__input"
          rows={2}
          value={text}
          inputMode="numeric"
          placeholder={t('lottery.typed.placeholder')}
          aria-invalid={invalid.length > 0 || undefined}
          aria-describedby={`${id}-message`}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="button" className="btn btn--secondary btn--sm" onClick={add} disabled={!text.trim()}>
          {t('lottery.typed.add')}
        </button>
      </div>
      <p id={`${id}-message`} className={invalid.length > 0 ? 'field__error' : 'field__hint'}>
        {invalid.length > 0
          ? t('lottery.typed.invalid', { tokens: invalid.join(' '), digits })
          : t('lottery.typed.hint')}
      </p>
    </div>
  );
}
