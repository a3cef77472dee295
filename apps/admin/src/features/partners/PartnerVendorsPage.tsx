import {
  GAME_CATEGORIES,
  routes,
  WALLET_MODES,
  type PartnerVendor,
  type partnerVendorCreateSchema,
  type partnerVendorUpdateSchema,
} from '@wps/contracts';
import type { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { FormField } from '../../shared/ui/FormField';
import { problemOf } from '../../shared/ui/formState';
import { PageHeader } from '../../shared/ui/PageHeader';
import { vendorCreateBody, vendorForm, vendorUpdateBody, type VendorForm } from './forms';
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

const column = createColumnHelper<PartnerVendor>();
const QUERY_KEY = ['partners', 'vendors'];

function VendorDialog({ vendor, onClose }: { vendor: PartnerVendor | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<VendorForm>({ defaultValues: vendorForm(vendor) });
  const problem = (field: keyof VendorForm) => problemOf(form, field);
  return (
    <PartnerFormDialog
      id="partner-vendor-form"
      title={vendor ? t('partners.vendors.edit', { code: vendor.code }) : t('partners.vendors.create')}
      form={form}
      check={(values) => (vendor ? vendorUpdateBody(values) : vendorCreateBody(values))}
      send={(body) =>
        vendor
          ? callApi(routes.operatorPartnerVendorUpdate, {
              params: { code: vendor.code },
              body: body as z.input<typeof partnerVendorUpdateSchema>,
            })
          : callApi(routes.operatorPartnerVendorCreate, {
              body: body as z.input<typeof partnerVendorCreateSchema>,
            })
      }
      ruleOf={(field) => t(`partners.vendors.rule.${field}`, { defaultValue: t('partners.rule') })}
      onDone={() => queryClient.invalidateQueries({ queryKey: QUERY_KEY })}
      onClose={onClose}
    >
      <div className="form-grid partners-form-grid">
        {vendor ? null : (
          <FormField
            label={t('partners.vendors.code')}
            hint={t('partners.vendors.rule.code')}
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
        )}
        <FormField label={t('partners.name')} error={problem('name')}>
          {(control) => <input className="input" maxLength={60} {...control} {...form.register('name')} />}
        </FormField>
        <FormField label={t('partners.vendors.walletMode')}>
          {(control) => (
            <select className="input" {...control} {...form.register('walletMode')}>
              {WALLET_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`partners.vendors.walletModes.${mode}`)}
                </option>
              ))}
            </select>
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
            placeholder="https://api.vendor.example"
            {...control}
            {...form.register('baseUrl')}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="categories"
        render={({ field }) => (
          <fieldset className="partners-fieldset" aria-describedby="partner-vendor-categories-note">
            <legend>{t('partners.vendors.categories')}</legend>
            <div className="partners-checks">
              {GAME_CATEGORIES.map((category) => (
                <label key={category} className="check mono">
                  <input
                    type="checkbox"
                    checked={field.value.includes(category)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, category]
                          : field.value.filter((value) => value !== category),
                      )
                    }
                  />
                  {category}
                </label>
              ))}
            </div>
            <span
              id="partner-vendor-categories-note"
              className={problem('categories') ? 'field__error' : 'field__hint'}
            >
              {problem('categories') ??
                (field.value[0]
                  ? t('partners.vendors.categoriesLane', { category: field.value[0] })
                  : t('partners.vendors.categoriesHint'))}
            </span>
          </fieldset>
        )}
      />
      <SecretField form={form} editing={vendor !== null} error={problem('secret')} />
      <label className="check">
        <input type="checkbox" {...form.register('enabled')} />
        {t('partners.enabled')}
      </label>
      <RemarkField form={form} />
    </PartnerFormDialog>
  );
}

/** The deployment's game vendors: the in-house one and the third parties operators configured. */
export default function PartnerVendorsPage() {
  const { t } = useTranslation();
  const canEdit = useCan('admin');
  const [editing, setEditing] = useState<PartnerVendor | 'new' | null>(null);
  const list = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => callApi(routes.operatorPartnerVendors, { signal }),
  });
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('partners.vendors.vendor'),
        cell: (info) => (
          <div className="partners-name">
            <span>{info.getValue()}</span>
            <span className="muted mono partners-small">{info.row.original.code}</span>
          </div>
        ),
      }),
      column.accessor('baseUrl', {
        header: t('partners.baseUrl'),
        cell: (info) => <div className="mono partners-small partners-wrap">{info.getValue() ?? '—'}</div>,
      }),
      column.accessor('walletMode', {
        header: t('partners.vendors.walletMode'),
        cell: (info) => (
          <span className="partners-nowrap">{t(`partners.vendors.walletModeNames.${info.getValue()}`)}</span>
        ),
      }),
      column.accessor('categories', {
        header: t('partners.vendors.categories'),
        cell: (info) => (
          <span className="partners-badges">
            {info.getValue().map((category) => (
              <span key={category} className="badge mono">
                {category}
              </span>
            ))}
          </span>
        ),
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
                label={t('partners.vendors.edit', { code: info.row.original.code })}
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
        title={t('partners.vendors.title')}
        description={t('partners.vendors.description')}
        actions={
          canEdit ? (
            <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
              {t('partners.vendors.create')}
            </button>
          ) : null
        }
      />
      <DataTable
        caption={t('partners.vendors.title')}
        columns={columns}
        rows={list.data?.list}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => row.code}
      />
      {editing ? (
        <VendorDialog vendor={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
