import { useTranslation } from 'react-i18next';
import { amountInputMode, useCurrency } from '../../../shared/money/moneyForm';
import { TextField } from '../../../shared/ui/form/TextField';

interface StakeFieldsProps {
  unit: string;
  onUnit: (value: string) => void;
  unitError: string | null;
  multiplier: string;
  onMultiplier: (value: string) => void;
  multiplierError: string | null;
}

/** Unit stake (per combination) and multiplier (1–9999). */
export function StakeFields(props: StakeFieldsProps) {
  const { t } = useTranslation('lottery');
  const currency = useCurrency();
  return (
    <div className="lottery-stake">
      <TextField
        label={t('lottery.unit.label')}
        value={props.unit}
        inputMode={amountInputMode(currency)}
        autoComplete="off"
        error={props.unitError ?? undefined}
        start={<span className="lottery-stake__symbol">{currency.symbol}</span>}
        onChange={(event) => props.onUnit(event.target.value)}
      />
      <TextField
        label={t('lottery.multiplier.label')}
        value={props.multiplier}
        inputMode="numeric"
        autoComplete="off"
        error={props.multiplierError ?? undefined}
        start={<span className="lottery-stake__symbol">×</span>}
        onChange={(event) => props.onMultiplier(event.target.value)}
      />
    </div>
  );
}
