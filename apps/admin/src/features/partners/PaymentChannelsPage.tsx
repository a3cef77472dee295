import {
  routes,
  type PaymentGateway,
  type paymentGatewayCreateSchema,
  type paymentGatewayUpdateSchema,
} from '@wps/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callApi } from '../../shared/api/client';
import { amount } from '../../shared/format';
import { useMerchantCode } from '../../shared/merchant';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { FormField } from '../../shared/ui/FormField';
import { problemOf } from '../../shared/ui/formState';
import { PageHeader } from '../../shared/ui/PageHeader';
import { gatewayCreateBody, gatewayForm, gatewayUpdateBody, type GatewayForm } from './forms';
import {
  BuiltInBadge,
  EditButton,
  PartnerFormDialog,
  RemarkField,
  SecretField,
  SecretState,
  StateBadge,
} from './parts';
import './partners.css';

const column = createColumnHelper<PaymentGateway>();
const queryKey = (merchant: string) => ['partners', 'gateways', merchant];

function GatewayDialog({
  merchant,
  gateway,
  onClose,
}: {
  merchant: string;
  gateway: PaymentGateway | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<GatewayForm>({ defaultValues: gatewayForm(gateway) });
  const problem = (field: keyof GatewayForm) => problemOf(form, field);
  return (
    <PartnerFormDialog
      id="payment-gateway-form"
      title={gateway ? t('partners.gateways.edit', { code: gateway.code }) : t('partners.gateways.create')}
      form={form}
      check={(values) => (gateway ? gatewayUpdateBody(values) : gatewayCreateBody(values))}
      send={(body) =>
        gateway
          ? callApi(routes.operatorPaymentGatewayUpdate, {
              params: { merchantCode: merchant, code: gateway.code },
              body: body as z.input<typeof paymentGatewayUpdateSchema>,
            })
          : callApi(routes.operatorPaymentGatewayCreate, {
              params: { merchantCode: merchant },
              body: body as z.input<typeof paymentGatewayCreateSchema>,
            })
      }
      ruleOf={(field) => t(`partners.gateways.rule.${field}`, { defaultValue: t('partners.rule') })}
      onDone={() => queryClient.invalidateQueries({ queryKey: queryKey(merchant) })}
      onClose={onClose}
    >
      <p className="muted partners-note">{t('partners.gateways.protocol')}</p>
      <div className="form-grid partners-form-grid">
        {gateway ? null : (
          <FormField
            label={t('partners.gateways.code')}
            hint={t('partners.gateways.rule.code')}
            error={problem('code')}
          >
            {(control) => (
              <input
                className="input mono"
                autoComplete="off"
                maxLength={40}
                {...control}
                {...form.register('code')}
              />
            )}
          </FormField>
        )}
        <FormField label={t('partners.name')} error={problem('name')}>
          {(control) => <input className="input" maxLength={60} {...control} {...form.register('name')} />}
        </FormField>
        <FormField
          label={t('partners.gateways.merchantId')}
          hint={t('partners.gateways.merchantIdHint')}
          error={problem('gatewayMerchantId')}
        >
          {(control) => (
            <input
              className="input mono"
              autoComplete="off"
              maxLength={64}
              {...control}
              {...form.register('gatewayMerchantId')}
            />
          )}
        </FormField>
      </div>
      <FormField label={t('partners.baseUrl')} hint={t('partners.baseUrlHint')} error={problem('baseUrl')}>
        {(control) => (
          <input
            className="input mono"
            type="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={300}
            placeholder="https://pay.gateway.example"
            {...control}
            {...form.register('baseUrl')}
          />
        )}
      </FormField>
      <FormField
        label={t('partners.gateways.channels')}
        hint={t('partners.gateways.rule.channels')}
        error={problem('channels')}
      >
        {(control) => (
          <input
            className="input mono"
            autoComplete="off"
            placeholder="bank_redirect, qr"
            {...control}
            {...form.register('channels')}
          />
        )}
      </FormField>
      <div className="form-grid partners-form-grid">
        <FormField
          label={t('partners.gateways.min')}
          hint={t('partners.gateways.limitHint')}
          error={problem('minAmount')}
        >
          {(control) => (
            <input className="input num" inputMode="decimal" {...control} {...form.register('minAmount')} />
          )}
        </FormField>
        <FormField
          label={t('partners.gateways.max')}
          hint={t('partners.gateways.limitHint')}
          error={problem('maxAmount')}
        >
          {(control) => (
            <input className="input num" inputMode="decimal" {...control} {...form.register('maxAmount')} />
          )}
        </FormField>
      </div>
      <SecretField form={form} editing={gateway !== null} error={problem('secret')} />
      <label className="check">
        <input type="checkbox" {...form.register('enabled')} />
        {t('partners.gateways.enabled')}
      </label>
      <RemarkField form={form} />
    </PartnerFormDialog>
  );
}

/** The payment gateways the merchant's deposit channels may use: the sandbox and those configured. */
export default function PaymentChannelsPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canEdit = useCan('admin');
  const [editing, setEditing] = useState<PaymentGateway | 'new' | null>(null);
  const list = useQuery({
    queryKey: queryKey(merchant),
    queryFn: ({ signal }) =>
      callApi(routes.operatorPaymentGateways, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
  });
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('partners.gateways.gateway'),
        cell: (info) => (
          <div className="partners-name">
            <span>{info.getValue()}</span>
            <span className="muted mono partners-small">{info.row.original.code}</span>
          </div>
        ),
      }),
      column.accessor('baseUrl', {
        header: t('partners.gateways.addresses'),
        cell: (info) => (
          <div className="partners-name partners-wrap">
            <span className="mono partners-small">{info.getValue() ?? '—'}</span>
            <span className="muted partners-small">
              {t('partners.gateways.merchantIdShort', { id: info.row.original.gatewayMerchantId || '—' })}
            </span>
            <span className="muted partners-small">
              {t('partners.gateways.notifyShort')} <span className="mono">{info.row.original.notifyUrl}</span>
            </span>
          </div>
        ),
      }),
      column.accessor('channels', {
        header: t('partners.gateways.channels'),
        cell: (info) => {
          const { minAmount, maxAmount } = info.row.original;
          return (
            <div className="partners-name">
              <span className="partners-badges">
                {info.getValue().map((channel) => (
                  <span key={channel} className="badge mono">
                    {channel}
                  </span>
                ))}
              </span>
              <span className="muted partners-small">
                {minAmount === null && maxAmount === null
                  ? t('partners.gateways.noLimit')
                  : t('partners.gateways.perOrder', { min: amount(minAmount), max: amount(maxAmount) })}
              </span>
            </div>
          );
        },
      }),
      column.display({
        id: 'secret',
        header: t('partners.secret'),
        cell: (info) => (
          <SecretState secretSet={info.row.original.secretSet} last4={info.row.original.secretLast4} />
        ),
      }),
      column.accessor('enabled', {
        header: t('common.status'),
        cell: (info) => (
          <span className="partners-badges">
            <StateBadge enabled={info.getValue()} />
            {info.row.original.builtIn ? <BuiltInBadge /> : null}
          </span>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) =>
          canEdit && !info.row.original.builtIn ? (
            <div className="row-actions">
              <EditButton
                label={t('partners.gateways.edit', { code: info.row.original.code })}
                onEdit={() => setEditing(info.row.original)}
              />
            </div>
          ) : null,
      }),
    ],
    [t, canEdit],
  );
  return (
    <>
      <PageHeader
        title={t('partners.gateways.title')}
        description={t('partners.gateways.description')}
        actions={
          canEdit ? (
            <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
              {t('partners.gateways.create')}
            </button>
          ) : null
        }
      />
      <DataTable
        caption={t('partners.gateways.title')}
        columns={columns}
        rows={list.data?.list}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => row.code}
      />
      {editing ? (
        <GatewayDialog
          merchant={merchant}
          gateway={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
