import { useTranslation } from 'react-i18next';
import type { FilterProblem, OrderListState } from './listParams';
import { hasFilters } from './listParams';

type ProblemKey = 'memberId' | 'minAmount' | 'maxAmount' | 'to';

/**
 * The toolbar of an order list: status (and kind), member, time and amount. Typed fields apply on
 * Enter or when they lose focus; the values live in the URL.
 */
export function OrderFilters({
  id,
  state,
  problems,
  statuses,
  statusLabel,
  kinds,
  kindLabel,
  signedAmounts = false,
  onChange,
}: {
  /** Prefix of the fields' ids. */
  id: string;
  state: OrderListState;
  problems: Partial<Record<ProblemKey, FilterProblem>>;
  statuses: readonly string[];
  statusLabel: (status: string) => string;
  kinds?: readonly string[];
  kindLabel?: (kind: string) => string;
  signedAmounts?: boolean;
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation();
  const problemText = (key: ProblemKey) => {
    const problem = problems[key];
    return problem ? t(`finance.filter.problem.${problem}`) : null;
  };
  const typed = (
    key: 'memberId' | 'minAmount' | 'maxAmount',
    label: string,
    options: { placeholder?: string; inputMode: 'numeric' | 'decimal' | 'text' },
  ) => {
    const problem = problemText(key);
    const value = state[key];
    const commit = (text: string) => {
      if (text.trim() !== value) onChange({ [key]: text.trim() });
    };
    return (
      <div className="field finance-filter finance-filter--narrow">
        <label htmlFor={`${id}-${key}`}>{label}</label>
        <input
          key={value}
          id={`${id}-${key}`}
          className="input"
          defaultValue={value}
          inputMode={options.inputMode}
          placeholder={options.placeholder}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${key}-problem` : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
          onBlur={(event) => commit(event.currentTarget.value)}
        />
        {problem ? (
          <span id={`${id}-${key}-problem`} className="field__error">
            {problem}
          </span>
        ) : null}
      </div>
    );
  };
  const toProblem = problemText('to');
  return (
    <>
      <div className="field finance-filter">
        <label htmlFor={`${id}-status`}>{t('common.status')}</label>
        <select
          id={`${id}-status`}
          className="input"
          value={state.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">{t('common.all')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      {kinds && kindLabel ? (
        <div className="field finance-filter">
          <label htmlFor={`${id}-kind`}>{t('finance.filter.kind')}</label>
          <select
            id={`${id}-kind`}
            className="input"
            value={state.kind ?? ''}
            onChange={(event) => onChange({ kind: event.target.value })}
          >
            <option value="">{t('common.all')}</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {typed('memberId', t('finance.filter.memberId'), { inputMode: 'numeric', placeholder: '1024' })}
      <div className="field finance-filter">
        <label htmlFor={`${id}-from`}>{t('common.from')}</label>
        <input
          id={`${id}-from`}
          className="input"
          type="datetime-local"
          value={state.from}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="field finance-filter">
        <label htmlFor={`${id}-to`}>{t('common.to')}</label>
        <input
          id={`${id}-to`}
          className="input"
          type="datetime-local"
          value={state.to}
          aria-invalid={toProblem ? true : undefined}
          aria-describedby={toProblem ? `${id}-to-problem` : undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
        {toProblem ? (
          <span id={`${id}-to-problem`} className="field__error">
            {toProblem}
          </span>
        ) : null}
      </div>
      {typed('minAmount', t('finance.filter.minAmount'), {
        inputMode: signedAmounts ? 'text' : 'decimal',
        placeholder: signedAmounts ? '-500' : '0',
      })}
      {typed('maxAmount', t('finance.filter.maxAmount'), {
        inputMode: signedAmounts ? 'text' : 'decimal',
        placeholder: '10000',
      })}
      {hasFilters(state) ? (
        <button
          type="button"
          className="btn btn--small finance-filter__clear"
          onClick={() =>
            onChange({
              status: undefined,
              kind: undefined,
              memberId: undefined,
              from: undefined,
              to: undefined,
              minAmount: undefined,
              maxAmount: undefined,
            })
          }
        >
          {t('finance.filter.clear')}
        </button>
      ) : null}
    </>
  );
}
