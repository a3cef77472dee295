import { MAIN_WALLET_CODE, routes, type ValueOf } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { Dialog } from '../../shared/ui/Dialog';
import { checkAdjustmentAmount, newRequestId } from './decisions';
import { financeErrorText } from './financeError';
import { MemberCell } from './parts';
import { financeKeys, useFinance } from './useFinance';

type Member = ValueOf<typeof routes.operatorMemberList>['list'][number];
export type Adjustment = ValueOf<typeof routes.operatorAdjustmentCreate>;

const REASON_MIN = 3;
const REASON_MAX = 200;
const TRIAL_TYPE = 4;

/** Finds members by username, mobile, e-mail or id (the member search's `q`). */
function MemberPicker({
  merchant,
  initial,
  selected,
  onSelect,
}: {
  merchant: string;
  initial: string;
  selected: Member | null;
  onSelect: (member: Member | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [search, setSearch] = useState(initial);
  const found = useQuery({
    queryKey: [...financeKeys.all(merchant), 'member-search', search],
    queryFn: ({ signal }) =>
      callApi(routes.operatorMemberList, {
        params: { merchantCode: merchant },
        query: { q: search, pageSize: 8 },
        signal,
      }),
    enabled: search !== '' && merchant !== '',
    staleTime: 30_000,
  });
  if (selected)
    return (
      <div className="field">
        <span className="field__label">{t('finance.member')}</span>
        <div className="row">
          <MemberCell username={selected.username} id={selected.id} />
          <span className="spacer" />
          <button type="button" className="btn btn--small" onClick={() => onSelect(null)}>
            {t('finance.adjustments.changeMember')}
          </button>
        </div>
      </div>
    );
  const members = found.data?.list ?? [];
  return (
    <div className="stack finance-picker">
      <form
        className="field"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(text.trim());
        }}
      >
        <label htmlFor="adjustment-member-search">{t('finance.adjustments.findMember')}</label>
        <div className="row finance-picker__row">
          <input
            id="adjustment-member-search"
            className="input"
            value={text}
            autoComplete="off"
            aria-describedby="adjustment-member-hint"
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn" disabled={text.trim() === ''}>
            {t('common.search')}
          </button>
        </div>
        <span id="adjustment-member-hint" className="field__hint">
          {t('finance.adjustments.findMemberHint')}
        </span>
      </form>
      {search === '' ? null : found.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : found.isError ? (
        <p className="note note--error" role="alert">
          {financeErrorText(found.error)}
        </p>
      ) : members.length === 0 ? (
        <p className="muted" role="status">
          {t('finance.adjustments.noMember')}
        </p>
      ) : (
        <ul className="finance-picker__list" aria-label={t('finance.adjustments.matches')}>
          {members.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                className="btn finance-picker__choice"
                disabled={member.type === TRIAL_TYPE}
                onClick={() => onSelect(member)}
              >
                <MemberCell username={member.username} id={member.id} />
                <span className="muted">
                  {member.type === TRIAL_TYPE ? t('finance.adjustments.trial') : member.status}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The chosen member's wallets and held withdrawals, so the operator sees what a debit can take. */
function MemberBalance({ merchant, memberId }: { merchant: string; memberId: number }) {
  const { t } = useTranslation();
  const { format } = useFinance();
  const balance = useQuery({
    queryKey: [...financeKeys.all(merchant), 'member-balance', memberId],
    queryFn: ({ signal }) =>
      callApi(routes.operatorMemberBalance, { params: { merchantCode: merchant, id: memberId }, signal }),
  });
  if (balance.isPending) return <p className="muted">{t('finance.adjustments.balanceLoading')}</p>;
  if (balance.isError)
    return (
      <p className="note note--error" role="alert">
        {financeErrorText(balance.error)}
      </p>
    );
  return (
    <dl className="dl finance-facts">
      {balance.data.wallets.map((wallet) => (
        <div key={wallet.wallet} className="finance-facts__row">
          <dt>
            {wallet.wallet === MAIN_WALLET_CODE
              ? t('finance.adjustments.mainWallet')
              : t('finance.adjustments.wallet', { wallet: wallet.wallet })}
          </dt>
          <dd className="num finance-facts__num">{format(wallet.balance)}</dd>
        </div>
      ))}
      <div className="finance-facts__row">
        <dt>{t('finance.adjustments.held')}</dt>
        <dd className="num finance-facts__num">{format(balance.data.pendingWithdrawals)}</dd>
      </div>
    </dl>
  );
}

/**
 * A manual balance adjustment: member, credit or debit, amount and reason. At or below the merchant's
 * threshold it posts at once; above, it waits for a second operator. Idempotent on a request id kept
 * while the content stays the same, so sending again after a lost answer moves nothing twice.
 */
export function AdjustmentDialog({
  open,
  initialMember,
  onClose,
  onDone,
}: {
  open: boolean;
  /** Member id or search text to start with (from the URL). */
  initialMember: string;
  onClose: () => void;
  onDone: (adjustment: Adjustment) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { merchant, money, decimals, format } = useFinance();
  const [member, setMember] = useState<Member | null>(null);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ content: string; requestId: string } | null>(null);

  const threshold = money?.adjustmentSecondApprovalAbove;
  const checked = checkAdjustmentAmount(
    `${direction === 'debit' ? '-' : ''}${amount}`,
    decimals ?? 4,
    threshold,
  );
  const reasonProblem =
    reason.trim().length < REASON_MIN ? 'short' : reason.trim().length > REASON_MAX ? 'long' : null;
  const close = () => {
    setMember(null);
    setDirection('credit');
    setAmount('');
    setReason('');
    setTouched(false);
    setRefusal(null);
    attempt.current = null;
    onClose();
  };
  const submit = async () => {
    setTouched(true);
    setRefusal(null);
    if (!member || checked.problem !== null || reasonProblem !== null || decimals === null) return;
    const body = { memberId: member.id, amount: checked.amount, reason: reason.trim() };
    const content = JSON.stringify(body);
    if (attempt.current?.content !== content) attempt.current = { content, requestId: newRequestId() };
    setBusy(true);
    try {
      const answer = await callApi(routes.operatorAdjustmentCreate, {
        params: { merchantCode: merchant },
        body: { ...body, requestId: attempt.current.requestId },
      });
      await onDone(answer);
      close();
    } catch (error) {
      setRefusal(financeErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  const amountProblem =
    touched && checked.problem !== null ? t(`finance.amountProblem.${checked.problem}`) : null;
  return (
    <Dialog
      open={open}
      title={t('finance.adjustments.create')}
      onClose={close}
      wide
      footer={
        <>
          <button type="button" className="btn" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form="adjustment-form"
            className={`btn ${direction === 'debit' ? 'btn--danger' : 'btn--primary'}`}
            disabled={busy || !member || decimals === null}
          >
            {busy ? t('common.sending') : t(`finance.adjustments.submit.${direction}`)}
          </button>
        </>
      }
    >
      <MemberPicker
        key={initialMember}
        merchant={merchant}
        initial={initialMember}
        selected={member}
        onSelect={setMember}
      />
      {member ? <MemberBalance merchant={merchant} memberId={member.id} /> : null}
      <form
        id="adjustment-form"
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="finance-fieldset" disabled={!member}>
          <legend>{t('finance.adjustments.direction')}</legend>
          <div className="row">
            {(['credit', 'debit'] as const).map((value) => (
              <label key={value} className="check">
                <input
                  type="radio"
                  name="adjustment-direction"
                  value={value}
                  checked={direction === value}
                  onChange={() => setDirection(value)}
                />
                {t(`finance.adjustments.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="adjustment-amount">{t('finance.amount')}</label>
          <input
            id="adjustment-amount"
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            disabled={!member}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={amountProblem ? true : undefined}
            aria-describedby="adjustment-amount-hint"
          />
          <span id="adjustment-amount-hint" className={amountProblem ? 'field__error' : 'field__hint'}>
            {amountProblem ??
              (threshold
                ? t('finance.adjustments.thresholdHint', { threshold: format(threshold) })
                : t('finance.adjustments.amountHint'))}
          </span>
        </div>
        <div className="field">
          <label htmlFor="adjustment-reason">{t('common.reason')}</label>
          <textarea
            id="adjustment-reason"
            className="input"
            value={reason}
            maxLength={REASON_MAX}
            disabled={!member}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={touched && reasonProblem ? true : undefined}
            aria-describedby="adjustment-reason-hint"
          />
          <span
            id="adjustment-reason-hint"
            className={touched && reasonProblem ? 'field__error' : 'field__hint'}
          >
            {t('finance.adjustments.reasonHint', { min: REASON_MIN, max: REASON_MAX })}
          </span>
        </div>
        {member && checked.problem === null ? (
          <p className={`note finance-preview${checked.needsChecker ? ' note--warn' : ''}`}>
            <span>
              {t(`finance.adjustments.preview.${direction}`, {
                amount: format(checked.amount.replace(/^-/, '')),
                member: member.username,
              })}
            </span>
            {checked.needsChecker === null ? null : (
              <span>
                {checked.needsChecker ? t('finance.adjustments.willWait') : t('finance.adjustments.willPost')}
              </span>
            )}
          </p>
        ) : null}
        {refusal ? (
          <p className="note note--error" role="alert">
            {refusal}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
