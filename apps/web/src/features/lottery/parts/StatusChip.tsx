import { useTranslation } from 'react-i18next';

const TONE: Record<string, 'ok' | 'wait' | 'bad' | 'off'> = {
  pending: 'wait',
  placed: 'wait',
  running: 'wait',
  won: 'ok',
  finished: 'off',
  lost: 'off',
  stopped: 'off',
  cancelled: 'off',
  void: 'off',
  refused: 'bad',
};

/** An order's or a chase's state as a chip. */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation('lottery');
  return (
    <span
      className={`lottery-chip-status lottery-chip-status--${TONE[status] ?? 'off'}`}
      data-status={status}
    >
      {t(`lottery.status.${status}`)}
    </span>
  );
}
