import { LANGUAGE_NATIVE_NAMES, LANGUAGES, helpArticleInputSchema, routes } from '@wps/contracts';
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
import { ConfirmDelete } from './ConfirmDelete';
import { byCategory, helpFormValues, helpInput, type HelpFormValues } from './helpRules';
import './content.css';

type HelpRow = Awaited<ReturnType<typeof callApi<typeof routes.helpList>>>[number];
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
  articles,
  presetKey,
  onClose,
}: {
  merchant: string;
  record: HelpRow | null;
  articles: HelpRow[];
  /** A new article's category (the one the list shows). */
  presetKey: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const nextOrder = articles.reduce((max, row) => Math.max(max, row.sortOrder), 0) + 1;
  const preset = articles.find((row) => row.categoryKey === presetKey);
  const form = useForm<HelpFormValues>({
    defaultValues: helpFormValues(
      record ??
        (preset
          ? { ...preset, question: { EN: '' }, answer: { EN: '' }, sortOrder: nextOrder, enabled: true }
          : null),
      nextOrder,
    ),
  });
  const [category, question, answer] = useWatch({
    control: form.control,
    name: ['category', 'question', 'answer'],
  });
  const categories = [...new Map(articles.map((row) => [row.categoryKey, row.category])).entries()];
  const errors = form.formState.errors;
  const problem = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;
  // A known category's names come with its key, unless some are written already.
  const adoptCategory = (key: string) => {
    const known = categories.find(([entry]) => entry === key.trim());
    if (!known || LANGUAGES.some((language) => form.getValues(`category.${language}`).trim())) return;
    for (const language of LANGUAGES) form.setValue(`category.${language}`, known[1][language] ?? '');
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
            {categories.map(([key]) => (
              <option key={key} value={key} />
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

/** The help centre's questions and answers by category, in every language. */
export default function HelpPage() {
  const { t, i18n } = useTranslation();
  const merchant = useMerchantCode();
  const canEdit = useCan('editor');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const [editing, setEditing] = useState<HelpRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HelpRow | null>(null);
  const list = useQuery({
    queryKey: ['help', merchant],
    queryFn: ({ signal }) => callApi(routes.helpList, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
  });
  const language = i18n.language;
  const all = useMemo(() => (list.data ? byCategory(list.data) : undefined), [list.data]);
  const categories = useMemo(
    () => [...new Map((all ?? []).map((row) => [row.categoryKey, row.category])).entries()],
    [all],
  );
  const rows = all?.filter((row) => !category || row.categoryKey === category);
  const columns = useMemo(
    () => [
      column.accessor('category', {
        header: t('content.help.category'),
        cell: (info) => (
          <div className="content-title">
            <span>{textFor(info.getValue(), language)}</span>
            <span className="muted mono content-languages">{info.row.original.categoryKey}</span>
          </div>
        ),
      }),
      column.accessor('question', {
        header: t('content.help.question'),
        cell: (info) => (
          <div className="content-title">
            <span>{textFor(info.getValue(), language) || '—'}</span>
            <span className="muted mono content-languages">
              {writtenLanguages(info.getValue()).join(' · ')}
            </span>
          </div>
        ),
      }),
      column.accessor('sortOrder', { header: t('content.order'), meta: { numeric: true } }),
      column.accessor('enabled', {
        header: t('common.status'),
        cell: (info) =>
          info.getValue() ? (
            <span className="badge badge--ok">{t('content.shown')}</span>
          ) : (
            <span className="badge badge--warn">{t('content.hidden')}</span>
          ),
      }),
      column.accessor('updatedAt', {
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
  return (
    <>
      <PageHeader
        title={t('content.help.title')}
        description={t('content.help.description')}
        actions={
          canEdit ? (
            <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
              {t('content.help.create')}
            </button>
          ) : null
        }
      />
      <DataTable
        caption={t('content.help.title')}
        columns={columns}
        rows={rows}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => String(row.id)}
        empty={t(category ? 'content.noMatch' : 'content.help.empty')}
        toolbar={
          <div className="field">
            <label htmlFor="help-category">{t('content.help.category')}</label>
            <select
              id="help-category"
              className="input"
              value={category}
              onChange={(event) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (event.target.value) next.set('category', event.target.value);
                    else next.delete('category');
                    return next;
                  },
                  { replace: true },
                )
              }
            >
              <option value="">{t('common.all')}</option>
              {categories.map(([key, name]) => (
                <option key={key} value={key}>
                  {textFor(name, language)} ({key})
                </option>
              ))}
            </select>
          </div>
        }
      />
      {editing ? (
        <HelpForm
          key={editing === 'new' ? 'new' : editing.id}
          merchant={merchant}
          record={editing === 'new' ? null : editing}
          articles={list.data ?? []}
          presetKey={category}
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
