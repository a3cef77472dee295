import { PAYOUT_ACCOUNT_KINDS, routes, type PayoutBank, type PayoutBankInput } from '@wps/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { useMerchantCode } from '../../shared/merchant';
import { useUrlFilters } from '../../shared/searchParams';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { FormField } from '../../shared/ui/FormField';
import { problemOf } from '../../shared/ui/formState';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { bankBody, bankForm, type BankForm } from './forms';
import { EditButton, PartnerFormDialog, RemarkField, StateBadge } from './parts';
import './partners.css';

const column = createColumnHelper<PayoutBank>();
const FILTERS = ['country'] as const;
const queryKey = (merchant: string) => ['partners', 'banks', merchant];

function BankDialog({
  merchant,
  bank,
  defaults,
  onClose,
}: {
  merchant: string;
  bank: PayoutBank | null;
  defaults: { country: string; displayOrder: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<BankForm>({ defaultValues: bankForm(bank, defaults) });
  const problem = (field: keyof BankForm) => problemOf(form, field);
  const send = (body: PayoutBankInput) =>
    bank
      ? callApi(routes.operatorPayoutBankUpdate, { params: { merchantCode: merchant, id: bank.id }, body })
      : callApi(routes.operatorPayoutBankCreate, { params: { merchantCode: merchant }, body });
  return (
    <PartnerFormDialog
      id="payout-bank-form"
      title={bank ? t('partners.banks.edit', { name: bank.name }) : t('partners.banks.create')}
      form={form}
      check={bankBody}
      send={send}
      ruleOf={(field) => t(`partners.banks.rule.${field}`, { defaultValue: t('partners.rule') })}
      onDone={() => queryClient.invalidateQueries({ queryKey: queryKey(merchant) })}
      onClose={onClose}
    >
      <div className="form-grid partners-form-grid">
        <FormField
          label={t('partners.banks.country')}
          hint={t('partners.banks.rule.country')}
          error={problem('country')}
        >
          {(control) => (
            <input
              className="input mono"
              autoComplete="off"
              maxLength={2}
              {...control}
              {...form.register('country')}
            />
          )}
        </FormField>
        <FormField label={t('partners.banks.type')}>
          {(control) => (
            <select className="input" {...control} {...form.register('type')}>
              {PAYOUT_ACCOUNT_KINDS.map((type) => (
                <option key={type} value={type}>
                  {t(`partners.banks.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('partners.banks.order')}
          hint={t('partners.banks.rule.displayOrder')}
          error={problem('displayOrder')}
        >
          {(control) => (
            <input
              className="input num"
              inputMode="numeric"
              {...control}
              {...form.register('displayOrder')}
            />
          )}
        </FormField>
        <FormField
          label={t('partners.banks.code')}
          hint={t('partners.banks.rule.code')}
          error={problem('code')}
        >
          {(control) => (
            <input
              className="input mono"
              autoComplete="off"
              maxLength={20}
              {...control}
              {...form.register('code')}
            />
          )}
        </FormField>
        <FormField label={t('partners.name')} error={problem('name')}>
          {(control) => <input className="input" maxLength={80} {...control} {...form.register('name')} />}
        </FormField>
      </div>
      <FormField
        label={t('partners.banks.pattern')}
        hint={t('partners.banks.rule.accountNumberPattern')}
        error={problem('accountNumberPattern')}
      >
        {(control) => (
          <input
            className="input mono"
            autoComplete="off"
            spellCheck={false}
            maxLength={120}
            placeholder="\d{10}"
            {...control}
            {...form.register('accountNumberPattern')}
          />
        )}
      </FormField>
      <label className="check">
        <input type="checkbox" {...form.register('enabled')} />
        {t('partners.banks.offered')}
      </label>
      <RemarkField form={form} />
    </PartnerFormDialog>
  );
}

/** The banks and e-wallets the merchant's members may bind, by country. */
export default function PayoutBanksPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canEdit = useCan('admin');
  const queryClient = useQueryClient();
  const [filters, update] = useUrlFilters(FILTERS);
  const [editing, setEditing] = useState<PayoutBank | 'new' | null>(null);
  const [switching, setSwitching] = useState<PayoutBank | null>(null);
  const list = useQuery({
    queryKey: queryKey(merchant),
    queryFn: ({ signal }) =>
      callApi(routes.operatorPayoutBanks, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
  });
  const all = list.data?.list;
  const countries = useMemo(() => [...new Set((all ?? []).map((bank) => bank.country))].sort(), [all]);
  const rows = filters.country ? all?.filter((bank) => bank.country === filters.country) : all;
  const defaults = {
    country: filters.country || countries[0] || '',
    displayOrder: Math.max(0, ...(rows ?? []).map((bank) => bank.displayOrder)) + 1,
  };
  const columns = useMemo(
    () => [
      column.accessor('country', {
        header: t('partners.banks.country'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      column.accessor('name', {
        header: t('partners.banks.bank'),
        cell: (info) => (
          <div className="partners-name">
            <span>{info.getValue()}</span>
            <span className="muted mono partners-small">{info.row.original.code}</span>
          </div>
        ),
      }),
      column.accessor('type', {
        header: t('partners.banks.type'),
        cell: (info) => (
          <span className={`badge${info.getValue() === 'ewallet' ? ' badge--info' : ''}`}>
            {t(`partners.banks.types.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('accountNumberPattern', {
        header: t('partners.banks.pattern'),
        cell: (info) =>
          info.getValue() === null ? (
            <span className="muted">{t('partners.banks.anyNumber')}</span>
          ) : (
            <span className="mono partners-wrap">{info.getValue()}</span>
          ),
      }),
      column.accessor('displayOrder', { header: t('partners.banks.order'), meta: { numeric: true } }),
      column.accessor('enabled', {
        header: t('common.status'),
        cell: (info) => <StateBadge enabled={info.getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) =>
          canEdit ? (
            <div className="row-actions">
              <EditButton
                label={t('partners.banks.edit', { name: info.row.original.name })}
                onEdit={() => setEditing(info.row.original)}
              />
              <button
                type="button"
                className="btn btn--small"
                onClick={() => setSwitching(info.row.original)}
              >
                {info.row.original.enabled ? t('partners.banks.disable') : t('partners.banks.enable')}
              </button>
            </div>
          ) : null,
      }),
    ],
    [t, canEdit],
  );
  const turningOff = switching?.enabled === true;
  return (
    <>
      <PageHeader
        title={t('partners.banks.title')}
        description={t('partners.banks.description')}
        actions={
          canEdit ? (
            <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
              {t('partners.banks.create')}
            </button>
          ) : null
        }
      />
      <DataTable
        caption={t('partners.banks.title')}
        columns={columns}
        rows={rows}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => String(row.id)}
        empty={t('partners.banks.empty')}
        toolbar={
          <div className="field">
            <label htmlFor="payout-banks-country">{t('partners.banks.country')}</label>
            <select
              id="payout-banks-country"
              className="input"
              value={filters.country}
              onChange={(event) => update({ country: event.target.value })}
            >
              <option value="">{t('partners.banks.allCountries')}</option>
              {countries.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
            </select>
          </div>
        }
      />
      {editing ? (
        <BankDialog
          merchant={merchant}
          bank={editing === 'new' ? null : editing}
          defaults={defaults}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ReasonDialog
        open={switching !== null}
        title={
          switching
            ? t(turningOff ? 'partners.banks.disableTitle' : 'partners.banks.enableTitle', {
                name: switching.name,
              })
            : ''
        }
        confirmLabel={turningOff ? t('partners.banks.disable') : t('partners.banks.enable')}
        danger={turningOff}
        reasonRequired={false}
        onClose={() => setSwitching(null)}
        onConfirm={async (reason) => {
          if (!switching) return;
          await callApi(routes.operatorPayoutBankEnabled, {
            params: { merchantCode: merchant, id: switching.id },
            body: { enabled: !switching.enabled, ...(reason ? { remark: reason.slice(0, 200) } : {}) },
          });
          await queryClient.invalidateQueries({ queryKey: queryKey(merchant) });
        }}
      >
        <p>
          {switching
            ? t(turningOff ? 'partners.banks.disableExplain' : 'partners.banks.enableExplain', {
                country: switching.country,
              })
            : null}
        </p>
      </ReasonDialog>
    </>
  );
}
