import {
  GAME_CATEGORIES,
  LANGUAGE_NATIVE_NAMES,
  operatorGameInputSchema,
  routes,
  type GameCategory,
  type OperatorGame,
  type OperatorVendor,
  LIST_EXPORT_MAX_ROWS,
  buildPath,
} from '@wps/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
import { ExportButton } from '../../shared/ui/ExportButton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { gameFormValues, gameInput, type GameFormValues } from './catalogueRules';
import { figure } from './figures';
import './games.css';

const column = createColumnHelper<OperatorGame>();
const PAGE_SIZE = 50;

const RULES: Record<string, string> = {
  vendor: 'games.catalogue.rule.vendor',
  gameId: 'games.catalogue.rule.gameId',
  'name.EN': 'games.rule.name',
  icon: 'games.rule.icon',
  smallIcon: 'games.rule.icon',
  minBet: 'games.catalogue.rule.minBet',
  lineNum: 'games.catalogue.rule.lineNum',
  roomIds: 'games.catalogue.rule.rooms',
  accountTypeName: 'games.catalogue.rule.accountType',
  sortOrder: 'games.rule.order',
};

function GameForm({
  merchant,
  game,
  vendors,
  defaultVendor,
  onClose,
}: {
  merchant: string;
  game: OperatorGame | null;
  vendors: OperatorVendor[];
  defaultVendor: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<GameFormValues>({ defaultValues: gameFormValues(game, { vendor: defaultVendor }) });
  const name = useWatch({ control: form.control, name: 'name' });
  const errors = form.formState.errors;
  const problem = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const parsed = operatorGameInputSchema.safeParse(gameInput(values));
    const paths = parsed.success ? [] : zodFieldPaths(parsed.error).map((path) => path.replace(/\.\d+$/, ''));
    if (!values.name.EN.trim() && !paths.includes('name.EN')) paths.push('name.EN');
    if (!parsed.success || paths.length > 0) {
      for (const path of paths)
        form.setError(path as FieldPath<GameFormValues>, { message: t(RULES[path] ?? 'games.rule.invalid') });
      setRefusal(t('games.form.fix'));
      return;
    }
    try {
      if (game)
        await callApi(routes.operatorGameSave, {
          params: { merchantCode: merchant, nodeId: game.nodeId },
          body: parsed.data,
        });
      else
        await callApi(routes.operatorGameCreate, { params: { merchantCode: merchant }, body: parsed.data });
      await queryClient.invalidateQueries({ queryKey: ['games', merchant] });
      onClose();
    } catch (error) {
      for (const [path, message] of Object.entries(serverFieldMessages(error)))
        form.setError(path.replace(/\.\d+$/, '') as FieldPath<GameFormValues>, { message });
      setRefusal(errorText(error));
    }
  });
  const busy = form.formState.isSubmitting;
  const text = (key: keyof GameFormValues, options: { className?: string; max?: number } = {}) => (
    <FormField
      label={t(`games.catalogue.fields.${key}`)}
      hint={t(`games.catalogue.hints.${key}`)}
      error={problem(key)}
    >
      {(control) => (
        <input
          className={`input ${options.className ?? ''}`}
          autoComplete="off"
          maxLength={options.max}
          {...control}
          {...form.register(key)}
        />
      )}
    </FormField>
  );
  return (
    <Dialog
      open
      wide
      title={
        game
          ? t('games.catalogue.edit', { game: `${game.vendor} / ${game.gameId}` })
          : t('games.catalogue.create')
      }
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="game-form" className="btn btn--primary" disabled={busy}>
            {busy ? t('common.sending') : t('common.save')}
          </button>
        </>
      }
    >
      <form id="game-form" className="stack" onSubmit={submit} noValidate>
        <div className="form-grid games-grid">
          {game ? null : (
            <>
              <FormField label={t('games.catalogue.vendor')} error={problem('vendor')}>
                {(control) => (
                  <select className="input" {...control} {...form.register('vendor')}>
                    <option value="">{t('games.catalogue.chooseVendor')}</option>
                    {vendors.map((vendor) => (
                      <option key={vendor.code} value={vendor.code}>
                        {textFor(vendor.name, i18n.language)} ({vendor.code})
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              {text('gameId', { className: 'mono', max: 64 })}
            </>
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
          <FormField label={t('games.order')} hint={t('games.orderHint')} error={problem('sortOrder')}>
            {(control) => (
              <input className="input num" inputMode="numeric" {...control} {...form.register('sortOrder')} />
            )}
          </FormField>
        </div>
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
            <input type="checkbox" {...form.register('trial')} />
            {t('games.catalogue.trial')}
          </label>
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
        <div className="grid-2">
          {text('icon', { className: 'mono', max: 300 })}
          {text('smallIcon', { className: 'mono', max: 300 })}
        </div>
        <fieldset className="games-fieldset">
          <legend>{t('games.catalogue.play')}</legend>
          <div className="form-grid games-grid">
            {text('minBet', { className: 'num' })}
            {text('lineNum', { className: 'num' })}
            {text('roomIds', { className: 'mono' })}
            {text('accountTypeName', { className: 'mono', max: 40 })}
            {text('code', { className: 'mono', max: 40 })}
            {text('defaultPlayType', { className: 'mono', max: 40 })}
          </div>
        </fieldset>
        <FormRefusal text={refusal} />
      </form>
    </Dialog>
  );
}

/** The merchant's game catalogue: filter by vendor, category and name; edit names, flags and order. */
export default function GamesPage() {
  const { t, i18n } = useTranslation();
  const merchant = useMerchantCode();
  const canEdit = useCan('editor');
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<OperatorGame | 'new' | null>(null);
  const vendor = params.get('vendor') ?? '';
  const category = (params.get('category') ?? '') as GameCategory | '';
  const name = params.get('name') ?? '';
  const pageNo = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const filter = { vendor: vendor || undefined, category: category || undefined, name: name || undefined };
  const query = { ...filter, pageNo, pageSize: PAGE_SIZE };
  const vendors = useQuery({
    queryKey: ['vendors', merchant],
    queryFn: ({ signal }) => callApi(routes.operatorVendors, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
  });
  const list = useQuery({
    queryKey: ['games', merchant, query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorGames, { params: { merchantCode: merchant }, query, signal }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
  });
  const update = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const language = i18n.language;
  const vendorList = vendors.data?.list;
  const columns = useMemo(() => {
    const vendorName = (code: string) => {
      const found = vendorList?.find((entry) => entry.code === code);
      return found ? textFor(found.name, language) : code;
    };
    return [
      column.accessor('sortOrder', { header: t('games.order'), meta: { numeric: true } }),
      column.accessor('name', {
        header: t('games.catalogue.game'),
        cell: (info) => (
          <div className="games-name">
            <span>{textFor(info.getValue(), language)}</span>
            <span className="muted mono games-small">
              {info.row.original.gameId} · {writtenLanguages(info.getValue()).join(' ')}
            </span>
          </div>
        ),
      }),
      column.accessor('vendor', {
        header: t('games.catalogue.vendor'),
        cell: (info) => vendorName(info.getValue()),
      }),
      column.accessor('category', {
        header: t('games.category'),
        cell: (info) => <span className="games-nowrap">{t(`games.categories.${info.getValue()}`)}</span>,
      }),
      column.accessor('minBet', {
        header: t('games.catalogue.fields.minBet'),
        meta: { numeric: true },
        cell: (info) => figure(info.getValue()),
      }),
      column.display({
        id: 'flags',
        header: t('games.catalogue.flags'),
        cell: (info) => (
          <div className="row games-badges">
            {info.row.original.isHot ? <span className="badge badge--warn">{t('games.hot')}</span> : null}
            {info.row.original.supportPlay === 0 ? (
              <span className="badge">{t('games.catalogue.trialShort')}</span>
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
        cell: (info) =>
          canEdit ? (
            <button type="button" className="btn btn--small" onClick={() => setEditing(info.row.original)}>
              {t('games.edit')}
              <span className="visually-hidden"> {info.row.original.gameId}</span>
            </button>
          ) : null,
      }),
    ];
  }, [t, language, canEdit, vendorList]);
  return (
    <>
      <PageHeader
        title={t('games.catalogue.title')}
        description={t('games.catalogue.description')}
        actions={
          <>
            <ExportButton
              path={buildPath(routes.operatorGameExport.path, { merchantCode: merchant })}
              query={filter}
              name={`games-${merchant}`}
              maxRows={LIST_EXPORT_MAX_ROWS}
            />
            {canEdit ? (
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => setEditing('new')}
                disabled={!vendorList}
              >
                {t('games.catalogue.create')}
              </button>
            ) : null}
          </>
        }
      />
      <DataTable
        caption={t('games.catalogue.title')}
        columns={columns}
        rows={list.data?.list}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => String(row.nodeId)}
        empty={t(vendor || category || name ? 'games.noMatch' : 'games.catalogue.empty')}
        paging={{
          kind: 'offset',
          pageNo,
          pages: list.data?.totalPages ?? 1,
          onPage: (page) => update({ page: String(page) }),
        }}
        toolbar={
          <>
            <div className="field">
              <label htmlFor="games-vendor">{t('games.catalogue.vendor')}</label>
              <select
                id="games-vendor"
                className="input"
                value={vendor}
                onChange={(event) => update({ vendor: event.target.value })}
              >
                <option value="">{t('common.all')}</option>
                {vendorList?.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {textFor(entry.name, language)} ({entry.code})
                  </option>
                ))}
                {vendor && vendorList && !vendorList.some((entry) => entry.code === vendor) ? (
                  <option value={vendor}>{vendor}</option>
                ) : null}
              </select>
            </div>
            <div className="field">
              <label htmlFor="games-category">{t('games.category')}</label>
              <select
                id="games-category"
                className="input"
                value={category}
                onChange={(event) => update({ category: event.target.value })}
              >
                <option value="">{t('common.all')}</option>
                {GAME_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`games.categories.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="games-name">{t('games.catalogue.name')}</label>
              <input
                id="games-name"
                key={name}
                className="input"
                type="search"
                maxLength={60}
                defaultValue={name}
                placeholder={t('games.catalogue.namePlaceholder')}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') update({ name: event.currentTarget.value.trim() });
                }}
                onBlur={(event) => {
                  if (event.currentTarget.value.trim() !== name)
                    update({ name: event.currentTarget.value.trim() });
                }}
              />
            </div>
          </>
        }
      />
      {editing ? (
        <GameForm
          key={editing === 'new' ? 'new' : editing.nodeId}
          merchant={merchant}
          game={editing === 'new' ? null : editing}
          vendors={vendorList ?? []}
          defaultVendor={vendor}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
