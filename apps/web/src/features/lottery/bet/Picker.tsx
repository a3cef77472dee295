import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellGrid, QuickButtons } from './Cells';
import { optionLabel, pickLabel } from './labels';
import { NumberInput } from './NumberInput';
import { ballValues, expandTuples, gridValues, positionPick, tupleSize, type BetPick } from './pickLogic';

interface PickerProps<P extends BetPick = BetPick> {
  pick: P;
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/** The number picker of a bet type, adapted to how it is picked. */
export function Picker({ pick, value, onChange }: PickerProps) {
  switch (pick.kind) {
    case 'numbers':
      return <NumbersPicker pick={pick} value={value} onChange={onChange} />;
    case 'options':
      return <OptionsPicker pick={pick} value={value} onChange={onChange} />;
    case 'positions':
      return <PositionsPicker pick={pick} value={value} onChange={onChange} />;
    case 'balls':
      return tupleSize(pick) > 1 ? (
        <TuplePicker pick={pick} value={value} onChange={onChange} />
      ) : (
        <BallsPicker pick={pick} value={value} onChange={onChange} />
      );
  }
}

function NumbersPicker({ pick, value, onChange }: PickerProps<Extract<BetPick, { kind: 'numbers' }>>) {
  const { t } = useTranslation('lottery');
  const grid = gridValues(pick);
  const merge = (values: string[]) => onChange([...value, ...values.filter((item) => !value.includes(item))]);
  return (
    <div className="lottery-picker">
      {grid && (
        <>
          <QuickButtons values={grid} onChange={onChange} />
          <CellGrid
            values={grid}
            value={value}
            onChange={onChange}
            groupLabel={t('lottery.picker.numbers')}
            variant={pick.digits === 1 ? 'digits' : 'grid'}
          />
        </>
      )}
      <NumberInput digits={pick.digits} onAdd={merge} />
      {!grid && value.length > 0 && <SelectedChips value={value} onChange={onChange} />}
    </div>
  );
}

/** The typed numbers picked so far, each removable. */
function SelectedChips({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <ul className="lottery-chips" aria-label={t('lottery.picker.selected')}>
      {value.map((item) => (
        <li key={item}>
          <button
            type="button"
            className="lottery-chip"
            aria-label={t('lottery.picker.remove', { value: item })}
            onClick={() => onChange(value.filter((other) => other !== item))}
          >
            <span className="money-ltr">{item}</span> ×
          </button>
        </li>
      ))}
    </ul>
  );
}

function OptionsPicker({ pick, value, onChange }: PickerProps<Extract<BetPick, { kind: 'options' }>>) {
  const { t } = useTranslation('lottery');
  return (
    <div className="lottery-picker">
      <CellGrid
        values={pick.options}
        value={value}
        onChange={onChange}
        label={(option) => optionLabel(t, option)}
        groupLabel={t('lottery.picker.options')}
        variant="options"
      />
    </div>
  );
}

function BallsPicker({ pick, value, onChange }: PickerProps<Extract<BetPick, { kind: 'balls' }>>) {
  const { t } = useTranslation('lottery');
  const balls = ballValues(pick.from, pick.to);
  return (
    <div className="lottery-picker">
      <QuickButtons values={balls} onChange={onChange} />
      <CellGrid
        values={balls}
        value={value}
        onChange={onChange}
        groupLabel={t('lottery.picker.balls')}
        variant="balls"
      />
    </div>
  );
}

function PositionsPicker({ pick, value, onChange }: PickerProps<Extract<BetPick, { kind: 'positions' }>>) {
  const { t } = useTranslation('lottery');
  const positions = Array.from({ length: pick.positions }, (_, i) => i + 1);
  const numeric = pick.values.every((item) => /^\d+$/.test(item));
  const variant = !numeric ? 'options' : pick.values.length <= 10 ? 'digits' : 'balls';
  return (
    <div className="lottery-picker">
      {positions.map((position) => {
        const row = pick.values.map((item) => positionPick(position, item));
        const label = t('lottery.position', { n: position });
        return (
          <div key={position} className="lottery-position">
            <span className="lottery-position__label">{label}</span>
            <CellGrid
              values={row}
              value={value.filter((item) => row.includes(item))}
              onChange={(next) => onChange([...value.filter((item) => !row.includes(item)), ...next])}
              label={(item) => pickLabel(t, item).split(' · ')[1] ?? item}
              groupLabel={label}
              variant={variant}
            />
          </div>
        );
      })}
      <button type="button" className="lottery-quick__btn" onClick={() => onChange([])}>
        {t('lottery.quick.clear')}
      </button>
    </div>
  );
}

/** Ordered picks (X115 front 2 / 3): a ball row per place; every distinct combination is a pick. */
function TuplePicker({ pick, value, onChange }: PickerProps<Extract<BetPick, { kind: 'balls' }>>) {
  const { t } = useTranslation('lottery');
  const k = tupleSize(pick);
  const balls = ballValues(pick.from, pick.to);
  // Starts from the current picks (a quick pick sets one tuple); the bet panel remounts it to reset.
  const [places, setPlaces] = useState<string[][]>(() =>
    Array.from({ length: k }, (_, i) =>
      [...new Set(value.map((tuple) => tuple.split(',')[i] ?? ''))].filter(Boolean),
    ),
  );
  const setPlace = (index: number, next: string[]) => {
    const updated = places.map((place, i) => (i === index ? next : place));
    setPlaces(updated);
    onChange(expandTuples(updated));
  };
  return (
    <div className="lottery-picker">
      {places.map((place, index) => {
        const label = t('lottery.place', { n: index + 1 });
        return (
          <div key={index} className="lottery-position">
            <span className="lottery-position__label">{label}</span>
            <CellGrid
              values={balls}
              value={place}
              onChange={(next) => setPlace(index, next)}
              groupLabel={label}
              variant="balls"
            />
          </div>
        );
      })}
    </div>
  );
}
