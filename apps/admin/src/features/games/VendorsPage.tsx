import {
  GAME_CATEGORIES,
  LANGUAGE_NATIVE_NAMES,
  WALLET_MODES,
  operatorVendorSchema,
  routes,
  type OperatorVendor,
} from '@wps/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/i18n';
import {
  languageAttributes,
  serverFieldMessages,
  textFor,
  writtenLanguages,
  zodFieldPaths,
} from '../../shared/localized';
import { useMerchantCode } from '../../shared/merchant';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { Dialog } from '../../shared/ui/Dialog';
import { FormField, FormRefusal } from '../../shared/ui/FormField';
import { LanguageTabs } from '../../shared/ui/LanguageTabs';
import { PageHeader } from '../../shared/ui/PageHeader';
import { vendorFormValues, vendorInput, type VendorFormValues } from './catalogueRules';
import './games.css';

const column = createColumnHelper<OperatorVendor>();

const RULES: Record<string, string> = {
  code: 'games.vendors.rule.code',
  'name.EN': 'games.rule.name',
  icon: 'games.rule.icon',
  sortOrder: 'games.rule.order',
};

/** What one sync did, as the server answered it (or why it failed), newest first on the page. */
type SyncResult = { code: string; added: number; updated: number } | { code: string; error: string };

function VendorForm({
  merchant,
  vendor,
  nextOrder,
  onClose,
}: {
  merchant: string;
  vendor: OperatorVendor | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<VendorFormValues>({ defaultValues: vendorFormValues(vendor, nextOrder) });
  const name = useWatch({ control: form.control, name: 'name' });
  const errors = form.formState.errors;
  const problem = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const parsed = operatorVendorSchema.safeParse(vendorInput(values));
    const paths = parsed.success ? [] : zodFieldPaths(parsed.error);
    if (!values.name.EN.trim() && !paths.includes('name.EN')) paths.push('name.EN');
    if (!parsed.success || paths.length > 0) {
      for (const path of paths)
        form.setError(path as FieldPath<VendorFormValues>, {
          message: t(RULES[path] ?? 'games.rule.invalid'),
        });
      setRefusal(t('games.form.fix'));
      return;
    }
    const { code, ...body } = parsed.data;
    try {
      await callApi(routes.operatorVendorSave, { params: { merchantCode: merchant, code }, body });
      await queryClient.invalidateQueries({ queryKey: ['vendors', merchant] });
      onClose();
    } catch (error) {
      for (const [path, message] of Object.entries(serverFieldMessages(error)))
        form.setError(path as FieldPath<VendorFormValues>, { message });
      setRefusal(errorText(error));
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open
      wide
      title={vendor ? t('games.vendors.edit', { code: vendor.code }) : t('games.vendors.create')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="vendor-form" className="btn btn--primary" disabled={busy}>
            {busy ? t('common.sending') : t('common.save')}
          </button>
        </>
      }
    >
      <form id="vendor-form" className="stack" onSubmit={submit} noValidate>
        <div className="form-grid games-grid">
          {vendor ? null : (
            <FormField
              label={t('games.vendors.code')}
              hint={t('games.vendors.codeHint')}
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
          <FormField label={t('games.category')}>
            {(control) => (
              <select className="input" {...control} {...form.register('category')}>
                {GAME_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`games.categories.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('games.vendors.walletMode')} hint={t('games.vendors.walletModeHint')}>
            {(control) => (
              <select className="input" {...control} {...form.register('walletMode')}>
                {WALLET_MODES.map((value) => (
                  <option key={value} value={value}>
                    {t(`games.vendors.walletModes.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('games.order')} hint={t('games.orderHint')} error={problem('sortOrder')}>
            {(control) => (
              <input className="input num" inputMode="numeric" {...control} {...form.register('sortOrder')} />
            )}
          </FormField>
        </div>
        <LanguageTabs
          label={t('games.names')}
          filledLabel={t('games.written')}
          invalidLabel={t('games.hasError')}
          filled={(language) => Boolean(name[language]?.trim())}
          invalid={(language) => Boolean(problem(`name.${language}`))}
        >
          {(language) => (
            <FormField
              key={language}
              label={t('games.nameIn', { language: LANGUAGE_NATIVE_NAMES[language] })}
              hint={t(language === 'EN' ? 'games.requiredEn' : 'games.optionalLanguage')}
              error={problem(`name.${language}`)}
            >
              {(control) => (
                <input
                  className="input"
                  {...languageAttributes(language)}
                  {...control}
                  {...form.register(`name.${language}`)}
                />
              )}
            </FormField>
          )}
        </LanguageTabs>
        <FormField label={t('games.icon')} hint={t('games.iconHint')} error={problem('icon')}>
          {(control) => (
            <input
              className="input mono"
              autoComplete="off"
              maxLength={300}
              {...control}
              {...form.register('icon')}
            />
          )}
        </FormField>
        <div className="row games-checks">
          <label className="check">
            <input type="checkbox" {...form.register('enabled')} />
            {t('games.enabled')}
          </label>
          <label className="check">
            <input type="checkbox" {...form.register('isHot')} />
            {t('games.hot')}
          </label>
          <label className="check">
            <input type="checkbox" {...form.register('vassalage')} />
            {t('games.vendors.popupList')}
          </label>
        </div>
        <FormRefusal text={refusal} />
      </form>
    </Dialog>
  );
}

/** The merchant's game vendors: names, category, order, enabled; sync their game lists. */
export default function VendorsPage() {
  const { t, i18n } = useTranslation();
  const merchant = useMerchantCode();
  const canEdit = useCan('editor');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<OperatorVendor | 'new' | null>(null);
  const [syncing, setSyncing] = useState<string | null>(null);
  const [results, setResults] = useState<SyncResult[]>([]);
  const list = useQuery({
    queryKey: ['vendors', merchant],
    queryFn: ({ signal }) => callApi(routes.operatorVendors, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
  });
  const language = i18n.language;
  const vendors = list.data?.list;
  const nameOf = (code: string) => {
    const vendor = vendors?.find((entry) => entry.code === code);
    return vendor ? textFor(vendor.name, language) : code;
  };
  const sync = useCallback(
    async (code: string) => {
      setSyncing(code);
      try {
        const answer = await callApi(routes.operatorVendorSync, { params: { merchantCode: merchant, code } });
        setResults((current) => [{ code, ...answer }, ...current.filter((entry) => entry.code !== code)]);
        await queryClient.invalidateQueries({ queryKey: ['games', merchant] });
      } catch (error) {
        setResults((current) => [
          { code, error: errorText(error) },
          ...current.filter((entry) => entry.code !== code),
        ]);
      } finally {
        setSyncing(null);
      }
    },
    [merchant, queryClient],
  );
  const columns = useMemo(
    () => [
      column.accessor('sortOrder', { header: t('games.order'), meta: { numeric: true } }),
      column.accessor('name', {
        header: t('games.vendors.vendor'),
        cell: (info) => (
          <div className="games-name">
            <span>{textFor(info.getValue(), language)}</span>
            <span className="muted mono games-small">
              {info.row.original.code} · {writtenLanguages(info.getValue()).join(' ')}
            </span>
          </div>
        ),
      }),
      column.accessor('category', {
        header: t('games.category'),
        cell: (info) => <span className="games-nowrap">{t(`games.categories.${info.getValue()}`)}</span>,
      }),
      column.accessor('walletMode', {
        header: t('games.vendors.walletMode'),
        cell: (info) => (
          <span className="badge badge--info">{t(`games.vendors.walletModes.${info.getValue()}`)}</span>
        ),
      }),
      column.display({
        id: 'flags',
        header: t('games.vendors.display'),
        cell: (info) => (
          <div className="row games-badges">
            {info.row.original.isHot ? <span className="badge badge--warn">{t('games.hot')}</span> : null}
            {info.row.original.vassalage ? (
              <span className="badge">{t('games.vendors.popupList')}</span>
            ) : null}
          </div>
        ),
      }),
      column.accessor('enabled', {
        header: t('common.status'),
        cell: (info) =>
          info.getValue() ? (
            <span className="badge badge--ok">{t('games.enabled')}</span>
          ) : (
            <span className="badge badge--danger">{t('games.disabled')}</span>
          ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => {
          const vendor = info.row.original;
          return (
            <div className="row games-actions">
              <Link className="btn btn--small" to={`/m/${merchant}/games?vendor=${vendor.code}`}>
                {t('games.vendors.games')}
                <span className="visually-hidden"> {vendor.code}</span>
              </Link>
              {vendor.walletMode === 'seamless' ? (
                <Link
                  className="btn btn--small"
                  to={`/m/${merchant}/vendor-reconciliation?vendor=${vendor.code}`}
                >
                  {t('games.vendors.reconcile')}
                  <span className="visually-hidden"> {vendor.code}</span>
                </Link>
              ) : null}
              {canEdit ? (
                <>
                  <button type="button" className="btn btn--small" onClick={() => setEditing(vendor)}>
                    {t('games.edit')}
                    <span className="visually-hidden"> {vendor.code}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn--small"
                    disabled={syncing !== null}
                    onClick={() => void sync(vendor.code)}
                  >
                    {syncing === vendor.code ? t('games.vendors.syncing') : t('games.vendors.sync')}
                    <span className="visually-hidden"> {vendor.code}</span>
                  </button>
                </>
              ) : null}
            </div>
          );
        },
      }),
    ],
    [t, language, canEdit, merchant, syncing, sync],
  );
  return (
    <>
      <PageHeader
        title={t('games.vendors.title')}
        description={t('games.vendors.description')}
        actions={
          canEdit ? (
            <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
              {t('games.vendors.create')}
            </button>
          ) : null
        }
      />
      <div>
        <div role="status">
          {results.length > 0 ? (
            <ul className="games-results" aria-label={t('games.vendors.syncResults')}>
              {results.map((result) => (
                <li key={result.code} className={`note ${'error' in result ? 'note--error' : 'note--ok'}`}>
                  {'error' in result
                    ? t('games.vendors.syncFailed', { vendor: nameOf(result.code), error: result.error })
                    : t('games.vendors.synced', {
                        vendor: nameOf(result.code),
                        added: result.added,
                        updated: result.updated,
                      })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <DataTable
          caption={t('games.vendors.title')}
          columns={columns}
          rows={vendors}
          loading={list.isFetching}
          error={list.error}
          rowKey={(row) => row.code}
          empty={t('games.vendors.empty')}
        />
      </div>
      {editing ? (
        <VendorForm
          key={editing === 'new' ? 'new' : editing.code}
          merchant={merchant}
          vendor={editing === 'new' ? null : editing}
          nextOrder={(vendors ?? []).reduce((max, vendor) => Math.max(max, vendor.sortOrder), 0) + 1}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
