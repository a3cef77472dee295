import { useTranslation } from 'react-i18next';
import { useSlips } from '../slip/slips';

interface OtherSlipsProps {
  current: string;
  gameName: (code: string) => string;
  onSelect: (code: string) => void;
}

/** Slips of the lobby's other games that hold lines (e.g. from shorthand on several stations). */
export function OtherSlips({ current, gameName, onSelect }: OtherSlipsProps) {
  const { t } = useTranslation('lottery');
  const { slips } = useSlips();
  const others = Object.entries(slips).filter(([code, lines]) => code !== current && lines.length > 0);
  if (others.length === 0) return null;
  return (
    <div className="lottery-other-slips" role="group" aria-label={t('lottery.otherSlips')}>
      <span className="lottery-note">{t('lottery.otherSlips')}</span>
      {others.map(([code, lines]) => (
        <button key={code} type="button" className="lottery-type" onClick={() => onSelect(code)}>
          {t('lottery.otherSlip', { game: gameName(code), count: lines.length })}
        </button>
      ))}
    </div>
  );
}
