import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  LANGUAGE_NATIVE_NAMES,
  LINKAGE_TYPES,
  POPUP_EXECUTIONS,
  announcementInputSchema,
  routes,
  type AnnouncementRecord,
  type AnnouncementType,
} from '@wps/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { Dialog } from '../../shared/ui/Dialog';
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
import './content.css';

const column = createColumnHelper<AnnouncementRecord>();
const STATES: WindowState[] = ['live', 'scheduled', 'ended', 'disabled'];
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
  const [params, setParams] = useSearchParams();
  const type = (params.get('type') ?? '') as AnnouncementType | '';
  const group = params.get('group') ?? '';
  const state = (params.get('state') ?? '') as WindowState | '';
  const [editing, setEditing] = useState<AnnouncementRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AnnouncementRecord | null>(null);
  const query = { type: type || undefined };
  const list = useQuery({
    queryKey: ['announcements', merchant, query],
    queryFn: ({ signal }) =>
      callApi(routes.announcementList, { params: { merchantCode: merchant }, query, signal }),
    enabled: merchant !== '',
    refetchInterval: 60_000,
  });
  // Live or not as of the answer's time (refreshed every minute).
  const at = new Date(list.dataUpdatedAt);
  const rows = list.data?.filter(
    (row) => (!group || row.groupName === group) && (!state || windowState(row, at) === state),
  );
  const setFilter = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const language = i18n.language;
  const updatedAt = list.dataUpdatedAt;
  const columns = useMemo(
    () => [
      column.accessor('sortOrder', { header: t('content.order'), meta: { numeric: true } }),
      column.accessor('type', {
        header: t('content.announcements.type'),
        cell: (info) => (
          <span className="badge badge--info">{t(`content.announcements.types.${info.getValue()}`)}</span>
        ),
      }),
      column.accessor('title', {
        header: t('content.announcements.titleColumn'),
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
        cell: (info) => {
          const value = info.getValue();
          return value ? t(`content.announcements.groups.${value}`) : '—';
        },
      }),
      column.display({
        id: 'window',
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
          canEdit ? (
            <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
              {t('content.announcements.create')}
            </button>
          ) : null
        }
      />
      <DataTable
        caption={t('content.announcements.pageTitle')}
        columns={columns}
        rows={rows}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => String(row.id)}
        empty={t(type || group || state ? 'content.noMatch' : 'content.announcements.empty')}
        toolbar={
          <>
            <div className="field">
              <label htmlFor="announcements-type">{t('content.announcements.type')}</label>
              <select
                id="announcements-type"
                className="input"
                value={type}
                onChange={(event) => setFilter('type', event.target.value)}
              >
                <option value="">{t('common.all')}</option>
                {ANNOUNCEMENT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`content.announcements.types.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="announcements-group">{t('content.announcements.group')}</label>
              <select
                id="announcements-group"
                className="input"
                value={group}
                onChange={(event) => setFilter('group', event.target.value)}
              >
                <option value="">{t('common.all')}</option>
                {BANNER_GROUPS.map((value) => (
                  <option key={value} value={value}>
                    {t(`content.announcements.groups.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="announcements-state">{t('common.status')}</label>
              <select
                id="announcements-state"
                className="input"
                value={state}
                onChange={(event) => setFilter('state', event.target.value)}
              >
                <option value="">{t('common.all')}</option>
                {STATES.map((value) => (
                  <option key={value} value={value}>
                    {t(`content.announcements.state.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <span className="spacer" />
            {list.data ? (
              <span className="muted content-count" role="status">
                {t('content.announcements.count', {
                  live: list.data.filter((row) => windowState(row, at) === 'live').length,
                  shown: rows?.length ?? 0,
                })}
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
          nextOrder={(list.data ?? []).reduce((max, row) => Math.max(max, row.sortOrder), 0) + 10}
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
