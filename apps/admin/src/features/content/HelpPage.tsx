import {
  buildPath,
  CONTENT_EXPORT_MAX_ROWS,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  helpArticleInputSchema,
  routes,
  type HelpArticleRecord,
  type HelpCategorySummary,
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
import { ConfirmDelete } from './ConfirmDelete';
import { helpFormValues, helpInput, type HelpFormValues } from './helpRules';
import {
  CONTENT_PAGE_SIZE,
  HELP_URL_KEYS,
  helpFilter,
  isFiltered,
  pageNumber,
  searchText,
} from './listFilters';
import './content.css';

type HelpRow = HelpArticleRecord;
const column = createColumnHelper<HelpRow>();

const RULES: Record<string, string> = {
  categoryKey: 'content.help.rule.key',
  'category.EN': 'content.help.rule.category',
  'question.EN': 'content.help.rule.question',
  sortOrder: 'content.rule.order',
};

function HelpForm({
  merchant,
  record,
  categories,
  nextOrder,
  presetKey,
  onClose,
}: {
  merchant: string;
  record: HelpRow | null;
  /** The merchant's categories (their keys and names). */
  categories: HelpCategorySummary[];
  /** A new article's order: after the last one. */
  nextOrder: number;
  /** A new article's category (the one the list shows). */
  presetKey: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const preset = categories.find((entry) => entry.key === presetKey);
  const form = useForm<HelpFormValues>({
    defaultValues: helpFormValues(
      record ??
        (preset
          ? {
              categoryKey: preset.key,
              category: preset.category,
              question: { EN: '' },
              answer: { EN: '' },
              sortOrder: nextOrder,
              enabled: true,
            }
          : null),
      nextOrder,
    ),
  });
  const [category, question, answer] = useWatch({
    control: form.control,
    name: ['category', 'question', 'answer'],
  });
  const errors = form.formState.errors;
  const problem = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;
  // A known category's names come with its key, unless some are written already.
  const adoptCategory = (key: string) => {
    const known = categories.find((entry) => entry.key === key.trim());
    if (!known || LANGUAGES.some((language) => form.getValues(`category.${language}`).trim())) return;
    for (const language of LANGUAGES) form.setValue(`category.${language}`, known.category[language] ?? '');
  };
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const parsed = helpArticleInputSchema.safeParse(helpInput(values));
    const paths = parsed.success ? [] : zodFieldPaths(parsed.error);
    for (const path of ['category.EN', 'question.EN'] as const)
      if (!values[path.split('.')[0] as 'category' | 'question'].EN.trim() && !paths.includes(path))
        paths.push(path);
    if (!parsed.success || paths.length > 0) {
      for (const path of paths)
        form.setError(path as FieldPath<HelpFormValues>, {
          message: t(RULES[path] ?? 'content.rule.invalid'),
        });
      setRefusal(t('content.form.fix'));
      return;
    }
    try {
      if (record)
        await callApi(routes.helpUpdate, {
          params: { merchantCode: merchant, id: record.id },
          body: parsed.data,
        });
      else await callApi(routes.helpCreate, { params: { merchantCode: merchant }, body: parsed.data });
      await queryClient.invalidateQueries({ queryKey: ['help', merchant] });
      onClose();
    } catch (error) {
      for (const [path, message] of Object.entries(serverFieldMessages(error)))
        form.setError(path as FieldPath<HelpFormValues>, { message });
      setRefusal(errorText(error));
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open
      wide
      title={t(record ? 'content.help.edit' : 'content.help.create')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="help-form" className="btn btn--primary" disabled={busy}>
            {busy ? t('common.sending') : t('common.save')}
          </button>
        </>
      }
    >
      <form id="help-form" className="stack" onSubmit={submit} noValidate>
        <div className="form-grid content-grid">
          <FormField
            label={t('content.help.key')}
            hint={t('content.help.keyHint')}
            error={problem('categoryKey')}
          >
            {(control) => (
              <input
                className="input mono"
                autoComplete="off"
                list="help-category-keys"
                {...control}
                {...form.register('categoryKey', {
                  onBlur: (event) => adoptCategory(String(event.target.value)),
                })}
              />
            )}
          </FormField>
          <datalist id="help-category-keys">
            {categories.map((entry) => (
              <option key={entry.key} value={entry.key} />
            ))}
          </datalist>
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
          label={t('content.help.text')}
          filledLabel={t('content.written')}
          invalidLabel={t('content.hasError')}
          filled={(language) =>
            Boolean(question[language]?.trim() || answer[language]?.trim() || category[language]?.trim())
          }
          invalid={(language) =>
            Boolean(
              problem(`category.${language}`) ||
              problem(`question.${language}`) ||
              problem(`answer.${language}`),
            )
          }
        >
          {(language) => {
            const named = { language: LANGUAGE_NATIVE_NAMES[language] };
            return (
              <>
                <FormField
                  key={`category-${language}`}
                  label={t('content.help.categoryIn', named)}
                  hint={t(language === 'EN' ? 'content.requiredEn' : 'content.optionalLanguage')}
                  error={problem(`category.${language}`)}
                >
                  {(control) => (
                    <input
                      className="input"
                      {...languageAttributes(language)}
                      {...control}
                      {...form.register(`category.${language}`)}
                    />
                  )}
                </FormField>
                <FormField
                  key={`question-${language}`}
                  label={t('content.help.questionIn', named)}
                  hint={t(language === 'EN' ? 'content.requiredEn' : 'content.optionalLanguage')}
                  error={problem(`question.${language}`)}
                >
                  {(control) => (
                    <input
                      className="input"
                      {...languageAttributes(language)}
                      {...control}
                      {...form.register(`question.${language}`)}
                    />
                  )}
                </FormField>
                <FormField
                  key={`answer-${language}`}
                  label={t('content.help.answerIn', named)}
                  hint={t('content.htmlHint')}
                  error={problem(`answer.${language}`)}
                >
                  {(control) => (
                    <textarea
                      className="input content-textarea"
                      rows={8}
                      {...languageAttributes(language)}
                      {...control}
                      {...form.register(`answer.${language}`)}
                    />
                  )}
                </FormField>
              </>
            );
          }}
        </LanguageTabs>
        <FormRefusal text={refusal} />
      </form>
    </Dialog>
  );
}

/** The help centre's questions and answers, every language, filtered, sorted and paged by the server. */
export default function HelpPage() {
  const { t, i18n } = useTranslation();
  const merchant = useMerchantCode();
  const canEdit = useCan('editor');
  const queryClient = useQueryClient();
  const [values, update] = useUrlFilters(HELP_URL_KEYS);
  const [editing, setEditing] = useState<HelpRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HelpRow | null>(null);
  const filter = helpFilter(values);
  const pageNo = pageNumber(values.page);
  const query = { ...filter, pageNo, pageSize: CONTENT_PAGE_SIZE };
  const params = { merchantCode: merchant };
  const list = useQuery({
    queryKey: ['help', merchant, 'page', query],
    queryFn: ({ signal }) => callApi(routes.helpList, { params, query, signal }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({
    queryKey: ['help', merchant, 'categories'],
    queryFn: ({ signal }) => callApi(routes.helpCategories, { params, signal }),
    enabled: merchant !== '',
  });
  // A new article goes after the last one by order.
  const last = useQuery({
    queryKey: ['help', merchant, 'last'],
    queryFn: ({ signal }) =>
      callApi(routes.helpList, { params, query: { sort: 'sortOrder', order: 'desc', pageSize: 1 }, signal }),
    enabled: merchant !== '' && canEdit,
  });
  // Filters and sort start again from the first page.
  const narrow = (changes: Partial<Record<(typeof HELP_URL_KEYS)[number], string>>) =>
    update({ ...changes, page: '' });
  const totalPages = list.data?.totalPages;
  // A page past the last (its rows deleted, the filters narrowed elsewhere) shows the last one.
  useEffect(() => {
    if (totalPages !== undefined && pageNo > totalPages) update({ page: String(totalPages) });
  }, [pageNo, totalPages, update]);
  const language = i18n.language;
  const sorting: SortingState = [{ id: filter.sort, desc: filter.order === 'desc' }];
  const columns = useMemo(
    () => [
      column.accessor('id', { id: 'id', header: t('common.id'), meta: { numeric: true } }),
      column.accessor('category', {
        header: t('content.help.category'),
        enableSorting: false,
        cell: (info) => (
          <div className="content-title">
            <span>{textFor(info.getValue(), language)}</span>
            <span className="muted mono content-languages">{info.row.original.categoryKey}</span>
          </div>
        ),
      }),
      column.accessor('question', {
        header: t('content.help.question'),
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
      column.accessor('sortOrder', { id: 'sortOrder', header: t('content.order'), meta: { numeric: true } }),
      column.accessor('enabled', {
        header: t('common.status'),
        enableSorting: false,
        cell: (info) =>
          info.getValue() ? (
            <span className="badge badge--ok">{t('content.shown')}</span>
          ) : (
            <span className="badge badge--warn">{t('content.hidden')}</span>
          ),
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
    [t, language, canEdit],
  );
  // The category in the URL stays choosable while the categories load (or when it has no article).
  const categoryOptions = categories.data ?? [];
  const unknownCategory =
    filter.category && !categoryOptions.some((entry) => entry.key === filter.category)
      ? filter.category
      : null;
  return (
    <>
      <PageHeader
        title={t('content.help.title')}
        description={t('content.help.description')}
        actions={
          <>
            <ExportButton
              path={buildPath(routes.helpExport.path, { merchantCode: merchant })}
              query={filter}
              name={`help-${merchant}`}
              maxRows={CONTENT_EXPORT_MAX_ROWS}
            />
            {canEdit ? (
              <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
                {t('content.help.create')}
              </button>
            ) : null}
          </>
        }
      />
      <DataTable
        caption={t('content.help.title')}
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
        empty={t(isFiltered(filter) ? 'content.noMatch' : 'content.help.empty')}
        toolbar={
          <>
            <SearchBox
              id="help-q"
              label={t('content.filter.question')}
              searchLabel={t('content.filter.searchHelp')}
              placeholder={t('content.filter.questionHint')}
              value={filter.q}
              maxLength={100}
              onSearch={(text) => narrow({ q: searchText(text) ?? '' })}
            />
            <FilterSelect
              id="help-category"
              label={t('content.help.category')}
              value={filter.category}
              options={[
                ...(unknownCategory ? [{ value: unknownCategory, label: unknownCategory }] : []),
                ...categoryOptions.map((entry) => ({
                  value: entry.key,
                  label: `${textFor(entry.category, language)} (${entry.key})`,
                })),
              ]}
              onChange={(value) => narrow({ category: value })}
            />
            <FilterSelect
              id="help-language"
              label={t('content.filter.language')}
              value={filter.language}
              options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NATIVE_NAMES[value] }))}
              onChange={(value) => narrow({ language: value })}
            />
            <FilterSelect
              id="help-enabled"
              label={t('common.status')}
              value={filter.enabled === undefined ? undefined : String(filter.enabled)}
              options={[
                { value: 'true', label: t('content.shown') },
                { value: 'false', label: t('content.hidden') },
              ]}
              onChange={(value) => narrow({ enabled: value })}
            />
          </>
        }
      />
      {editing ? (
        <HelpForm
          key={editing === 'new' ? 'new' : editing.id}
          merchant={merchant}
          record={editing === 'new' ? null : editing}
          categories={categoryOptions}
          nextOrder={(last.data?.list[0]?.sortOrder ?? 0) + 1}
          presetKey={filter.category ?? ''}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDelete
        open={deleting !== null}
        title={t('content.help.delete')}
        message={t('content.help.deleteConfirm', {
          title: deleting ? textFor(deleting.question, language) : '',
        })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await callApi(routes.helpDelete, { params: { merchantCode: merchant, id: deleting.id } });
          await queryClient.invalidateQueries({ queryKey: ['help', merchant] });
        }}
      />
    </>
  );
}
