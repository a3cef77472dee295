import {
  ANNOUNCEMENT_STATES,
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  buildPath,
  CONTENT_EXPORT_MAX_ROWS,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  LINKAGE_TYPES,
  POPUP_EXECUTIONS,
  announcementInputSchema,
  routes,
  type AnnouncementRecord,
} from '@wps/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { errorText } from '../../shared/i18n/i18n';
import {
  languageAttributes,
  serverFieldMessages,
  textFor,
  writtenLanguages,
  zodFieldPaths,
} from '../../shared/localized';
import { useMerchantCode } from '../../shared/merchant';
import { useUrlFilters } from '../../shared/searchParams';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { FilterSelect, SearchBox } from '../../shared/ui/Filters';
import { Dialog } from '../../shared/ui/Dialog';
import { ExportButton } from '../../shared/ui/ExportButton';
import { FormField, FormRefusal } from '../../shared/ui/FormField';
import { LanguageTabs } from '../../shared/ui/LanguageTabs';
import { PageHeader } from '../../shared/ui/PageHeader';
import {
  TYPE_FIELDS,
  announcementFormValues,
  announcementInput,
  windowState,
  type AnnouncementFormValues,
  type WindowState,
} from './announcementRules';
import { ConfirmDelete } from './ConfirmDelete';
import {
  ANNOUNCEMENT_URL_KEYS,
  announcementFilter,
  CONTENT_PAGE_SIZE,
  isFiltered,
  pageNumber,
  searchText,
} from './listFilters';
import './content.css';

const column = createColumnHelper<AnnouncementRecord>();
const STATE_BADGE: Record<WindowState, string> = {
  live: 'badge badge--ok',
  scheduled: 'badge badge--info',
  ended: 'badge',
  disabled: 'badge badge--warn',
};

/** The rule shown under a field the check refused (by its dotted path). */
const RULES: Record<string, string> = {
  'title.EN': 'content.announcements.rule.title',
  imageUrl: 'content.announcements.rule.image',
  groupName: 'content.announcements.rule.group',
  linkage: 'content.announcements.rule.linkage',
  execution: 'content.announcements.rule.execution',
  sortOrder: 'content.rule.order',
  startsAt: 'content.announcements.rule.time',
  endsAt: 'content.announcements.rule.window',
};

function ImagePreview({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!/^(https?:\/\/|\/)/i.test(url) || failed === url) return null;
  return <img className="content-preview" src={url} alt={alt} onError={() => setFailed(url)} />;
}

function AnnouncementForm({
  merchant,
  record,
  nextOrder,
  onClose,
}: {
  merchant: string;
  record: AnnouncementRecord | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<AnnouncementFormValues>({
    defaultValues: record
      ? announcementFormValues(record)
      : { ...announcementFormValues(null), sortOrder: String(nextOrder) },
  });
  const [type, linkageType, imageUrl, title, content] = useWatch({
    control: form.control,
    name: ['type', 'linkageType', 'imageUrl', 'title', 'content'],
  });
  const uses = TYPE_FIELDS[type];
  const errors = form.formState.errors;
  const problem = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const parsed = announcementInputSchema.safeParse(announcementInput(values));
    const paths = parsed.success ? [] : zodFieldPaths(parsed.error);
    if (!values.title.EN.trim() && !paths.includes('title.EN')) paths.push('title.EN');
    // The schema names only the image when a banner lacks its image or its group.
    if (values.type === 'B' && !values.groupName && !paths.includes('groupName')) paths.push('groupName');
    if (!parsed.success || paths.length > 0) {
      for (const path of paths)
        form.setError(path as FieldPath<AnnouncementFormValues>, {
          message: t(RULES[path] ?? 'content.rule.invalid'),
        });
      setRefusal(t('content.form.fix'));
      return;
    }
    try {
      if (record)
        await callApi(routes.announcementUpdate, {
          params: { merchantCode: merchant, id: record.id },
          body: parsed.data,
        });
      else
        await callApi(routes.announcementCreate, { params: { merchantCode: merchant }, body: parsed.data });
      await queryClient.invalidateQueries({ queryKey: ['announcements', merchant] });
      onClose();
    } catch (error) {
      for (const [path, message] of Object.entries(serverFieldMessages(error)))
        form.setError(path as FieldPath<AnnouncementFormValues>, { message });
      setRefusal(errorText(error));
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open
      wide
      title={t(record ? 'content.announcements.edit' : 'content.announcements.create')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="announcement-form" className="btn btn--primary" disabled={busy}>
            {busy ? t('common.sending') : t('common.save')}
          </button>
        </>
      }
    >
      <form id="announcement-form" className="stack" onSubmit={submit} noValidate>
        <div className="form-grid content-grid">
          <FormField
            label={t('content.announcements.type')}
            hint={t(`content.announcements.typeHint.${type}`)}
          >
            {(control) => (
              <select className="input" {...control} {...form.register('type')}>
                {ANNOUNCEMENT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`content.announcements.types.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('content.order')} hint={t('content.orderHint')} error={problem('sortOrder')}>
            {(control) => (
              <input className="input num" inputMode="numeric" {...control} {...form.register('sortOrder')} />
            )}
          </FormField>
        </div>
        <label className="check">
          <input type="checkbox" {...form.register('enabled')} />
          {t('content.enabled')}
        </label>
        <LanguageTabs
          label={t('content.announcements.text')}
          filledLabel={t('content.written')}
          invalidLabel={t('content.hasError')}
          filled={(language) => Boolean(title[language]?.trim() || content[language]?.trim())}
          invalid={(language) => Boolean(problem(`title.${language}`) || problem(`content.${language}`))}
        >
          {(language) => (
            <>
              <FormField
                key={`title-${language}`}
                label={t('content.announcements.titleIn', { language: LANGUAGE_NATIVE_NAMES[language] })}
                hint={t(language === 'EN' ? 'content.requiredEn' : 'content.optionalLanguage')}
                error={problem(`title.${language}`)}
              >
                {(control) => (
                  <input
                    className="input"
                    {...languageAttributes(language)}
                    {...control}
                    {...form.register(`title.${language}`)}
                  />
                )}
              </FormField>
              <FormField
                key={`content-${language}`}
                label={t('content.announcements.contentIn', { language: LANGUAGE_NATIVE_NAMES[language] })}
                hint={t('content.htmlHint')}
                error={problem(`content.${language}`)}
              >
                {(control) => (
                  <textarea
                    className="input content-textarea"
                    rows={6}
                    {...languageAttributes(language)}
                    {...control}
                    {...form.register(`content.${language}`)}
                  />
                )}
              </FormField>
            </>
          )}
        </LanguageTabs>
        <fieldset className="content-fieldset">
          <legend>{t('content.announcements.window')}</legend>
          <div className="form-grid content-grid">
            <FormField
              label={t('content.announcements.startsAt')}
              hint={t('content.announcements.startsAtHint')}
              error={problem('startsAt')}
            >
              {(control) => (
                <input className="input" type="datetime-local" {...control} {...form.register('startsAt')} />
              )}
            </FormField>
            <FormField
              label={t('content.announcements.endsAt')}
              hint={t('content.announcements.endsAtHint')}
              error={problem('endsAt')}
            >
              {(control) => (
                <input className="input" type="datetime-local" {...control} {...form.register('endsAt')} />
              )}
            </FormField>
          </div>
        </fieldset>
        <div className="form-grid content-grid">
          {uses.group ? (
            <FormField
              label={t('content.announcements.group')}
              hint={t('content.announcements.groupHint')}
              error={problem('groupName')}
            >
              {(control) => (
                <select className="input" {...control} {...form.register('groupName')}>
                  <option value="">{t('content.announcements.chooseGroup')}</option>
                  {BANNER_GROUPS.map((value) => (
                    <option key={value} value={value}>
                      {t(`content.announcements.groups.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
          <FormField
            className="content-wide"
            label={t('content.announcements.image')}
            hint={t(
              type === 'B' ? 'content.announcements.imageHintBanner' : 'content.announcements.imageHint',
            )}
            error={problem('imageUrl')}
          >
            {(control) => (
              <input className="input mono" autoComplete="off" {...control} {...form.register('imageUrl')} />
            )}
          </FormField>
        </div>
        {imageUrl.trim() ? (
          <ImagePreview url={imageUrl.trim()} alt={t('content.announcements.imagePreview')} />
        ) : null}
        <div className="form-grid content-grid">
          <FormField label={t('content.announcements.linkType')}>
            {(control) => (
              <select className="input" {...control} {...form.register('linkageType')}>
                {LINKAGE_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`content.announcements.links.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {linkageType !== 'NONE' ? (
            <FormField
              className="content-wide"
              label={t('content.announcements.link')}
              hint={t(`content.announcements.linkHint.${linkageType}`)}
              error={problem('linkage')}
            >
              {(control) => (
                <input className="input mono" autoComplete="off" {...control} {...form.register('linkage')} />
              )}
            </FormField>
          ) : null}
        </div>
        {uses.execution || uses.promotion ? (
          <div className="form-grid content-grid">
            {uses.execution ? (
              <FormField
                label={t('content.announcements.execution')}
                hint={t('content.announcements.executionHint')}
                error={problem('execution')}
              >
                {(control) => (
                  <select className="input" {...control} {...form.register('execution')}>
                    <option value="">{t('content.announcements.chooseExecution')}</option>
                    {POPUP_EXECUTIONS.map((value) => (
                      <option key={value} value={value}>
                        {t(`content.announcements.executions.${value}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            ) : null}
            {uses.promotion ? (
              <FormField
                label={t('content.announcements.promotionType')}
                hint={t('content.announcements.promotionTypeHint')}
                error={problem('promotionType')}
              >
                {(control) => (
                  <input
                    className="input mono"
                    autoComplete="off"
                    maxLength={40}
                    {...control}
                    {...form.register('promotionType')}
                  />
                )}
              </FormField>
            ) : null}
          </div>
        ) : null}
        <FormRefusal text={refusal} />
      </form>
    </Dialog>
  );
}

/** Banners, notices and pop-ups of the merchant, every language, with their time windows. */
export default function AnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const merchant = useMerchantCode();
  const canEdit = useCan('editor');
  const queryClient = useQueryClient();
  const [values, update] = useUrlFilters(ANNOUNCEMENT_URL_KEYS);
  const [editing, setEditing] = useState<AnnouncementRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AnnouncementRecord | null>(null);
  const filter = announcementFilter(values);
  const pageNo = pageNumber(values.page);
  const query = { ...filter, pageNo, pageSize: CONTENT_PAGE_SIZE };
  const params = { merchantCode: merchant };
  const list = useQuery({
    queryKey: ['announcements', merchant, 'page', query],
    queryFn: ({ signal }) => callApi(routes.announcementList, { params, query, signal }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
    // The states move with the time (and the server's count of live ones with them).
    refetchInterval: 60_000,
  });
  const live = useQuery({
    queryKey: ['announcements', merchant, 'live'],
    queryFn: ({ signal }) =>
      callApi(routes.announcementList, { params, query: { state: 'live', pageSize: 1 }, signal }),
    enabled: merchant !== '',
    refetchInterval: 60_000,
  });
  // A new announcement goes after the last one by order.
  const last = useQuery({
    queryKey: ['announcements', merchant, 'last'],
    queryFn: ({ signal }) =>
      callApi(routes.announcementList, {
        params,
        query: { sort: 'sortOrder', order: 'desc', pageSize: 1 },
        signal,
      }),
    enabled: merchant !== '' && canEdit,
  });
  // Filters and sort start again from the first page.
  const narrow = (changes: Partial<Record<(typeof ANNOUNCEMENT_URL_KEYS)[number], string>>) =>
    update({ ...changes, page: '' });
  const totalPages = list.data?.totalPages;
  // A page past the last (its rows deleted, the filters narrowed elsewhere) shows the last one.
  useEffect(() => {
    if (totalPages !== undefined && pageNo > totalPages) update({ page: String(totalPages) });
  }, [pageNo, totalPages, update]);
  const language = i18n.language;
  const updatedAt = list.dataUpdatedAt;
  const sorting: SortingState = [{ id: filter.sort, desc: filter.order === 'desc' }];
  const columns = useMemo(
    () => [
      column.accessor('id', { id: 'id', header: t('common.id'), meta: { numeric: true } }),
      column.accessor('sortOrder', { id: 'sortOrder', header: t('content.order'), meta: { numeric: true } }),
      column.accessor('type', {
        header: t('content.announcements.type'),
        enableSorting: false,
        cell: (info) => (
          <span className="badge badge--info">{t(`content.announcements.types.${info.getValue()}`)}</span>
        ),
      }),
      column.accessor('title', {
        header: t('content.announcements.titleColumn'),
        enableSorting: false,
        cell: (info) => (
          <div className="content-title">
            <span>{textFor(info.getValue(), language) || '—'}</span>
            <span className="muted mono content-languages">
              {writtenLanguages(info.getValue()).join(' · ')}
            </span>
          </div>
        ),
      }),
      column.accessor('groupName', {
        header: t('content.announcements.group'),
        enableSorting: false,
        cell: (info) => {
          const value = info.getValue();
          return value ? t(`content.announcements.groups.${value}`) : '—';
        },
      }),
      column.accessor('startsAt', {
        id: 'startsAt',
        header: t('content.announcements.window'),
        cell: (info) => (
          <div className="content-window">
            {info.row.original.startsAt ? (
              <span>{t('content.announcements.from', { time: dateTime(info.row.original.startsAt) })}</span>
            ) : null}
            {info.row.original.endsAt ? (
              <span>{t('content.announcements.until', { time: dateTime(info.row.original.endsAt) })}</span>
            ) : null}
            {info.row.original.startsAt || info.row.original.endsAt ? null : (
              <span className="muted">{t('content.announcements.always')}</span>
            )}
          </div>
        ),
      }),
      column.display({
        id: 'state',
        header: t('common.status'),
        cell: (info) => {
          const value = windowState(info.row.original, new Date(updatedAt));
          return <span className={STATE_BADGE[value]}>{t(`content.announcements.state.${value}`)}</span>;
        },
      }),
      column.accessor('updatedAt', {
        id: 'updatedAt',
        header: t('content.updatedAt'),
        cell: (info) => dateTime(info.getValue()),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) =>
          canEdit ? (
            <div className="row content-actions">
              <button type="button" className="btn btn--small" onClick={() => setEditing(info.row.original)}>
                {t('content.edit')}
              </button>
              <button type="button" className="btn btn--small" onClick={() => setDeleting(info.row.original)}>
                {t('content.delete')}
              </button>
            </div>
          ) : null,
      }),
    ],
    [t, language, canEdit, updatedAt],
  );
  return (
    <>
      <PageHeader
        title={t('content.announcements.pageTitle')}
        description={t('content.announcements.description')}
        actions={
          <>
            <ExportButton
              path={buildPath(routes.announcementExport.path, { merchantCode: merchant })}
              query={filter}
              name={`announcements-${merchant}`}
              maxRows={CONTENT_EXPORT_MAX_ROWS}
            />
            {canEdit ? (
              <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
                {t('content.announcements.create')}
              </button>
            ) : null}
          </>
        }
      />
      <DataTable
        caption={t('content.announcements.pageTitle')}
        columns={columns}
        rows={list.data?.list}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => String(row.id)}
        sorting={sorting}
        onSortingChange={(next) => {
          const first = next[0];
          if (first) narrow({ sort: first.id, order: first.desc ? 'desc' : 'asc' });
        }}
        paging={{
          kind: 'offset',
          pageNo,
          pages: list.data?.totalPages ?? 1,
          total: list.data?.total,
          onPage: (page) => update({ page: String(page) }),
        }}
        empty={t(isFiltered(filter) ? 'content.noMatch' : 'content.announcements.empty')}
        toolbar={
          <>
            <SearchBox
              id="announcements-q"
              label={t('content.filter.title')}
              searchLabel={t('content.filter.searchAnnouncements')}
              placeholder={t('content.filter.titleHint')}
              value={filter.q}
              maxLength={100}
              onSearch={(text) => narrow({ q: searchText(text) ?? '' })}
            />
            <FilterSelect
              id="announcements-type"
              label={t('content.announcements.type')}
              value={filter.type}
              options={ANNOUNCEMENT_TYPES.map((value) => ({
                value,
                label: t(`content.announcements.types.${value}`),
              }))}
              onChange={(value) => narrow({ type: value })}
            />
            <FilterSelect
              id="announcements-group"
              label={t('content.announcements.group')}
              value={filter.groupName}
              options={BANNER_GROUPS.map((value) => ({
                value,
                label: t(`content.announcements.groups.${value}`),
              }))}
              onChange={(value) => narrow({ group: value })}
            />
            <FilterSelect
              id="announcements-language"
              label={t('content.filter.language')}
              value={filter.language}
              options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NATIVE_NAMES[value] }))}
              onChange={(value) => narrow({ language: value })}
            />
            <FilterSelect
              id="announcements-state"
              label={t('common.status')}
              value={filter.state}
              options={ANNOUNCEMENT_STATES.map((value) => ({
                value,
                label: t(`content.announcements.state.${value}`),
              }))}
              onChange={(value) => narrow({ state: value })}
            />
            <span className="spacer" />
            {live.data ? (
              <span className="muted content-count" role="status">
                {t('content.announcements.liveCount', { live: live.data.total })}
              </span>
            ) : null}
          </>
        }
      />
      {editing ? (
        <AnnouncementForm
          key={editing === 'new' ? 'new' : editing.id}
          merchant={merchant}
          record={editing === 'new' ? null : editing}
          nextOrder={(last.data?.list[0]?.sortOrder ?? 0) + 10}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDelete
        open={deleting !== null}
        title={t('content.announcements.delete')}
        message={t('content.announcements.deleteConfirm', {
          title: deleting ? textFor(deleting.title, language) : '',
        })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await callApi(routes.announcementDelete, { params: { merchantCode: merchant, id: deleting.id } });
          await queryClient.invalidateQueries({ queryKey: ['announcements', merchant] });
        }}
      />
    </>
  );
}
