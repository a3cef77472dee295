import {
  ACTIVITY_KINDS,
  ACTIVITY_REPEATS,
  AUDIENCE_KINDS,
  BANNER_THEMES,
  GAME_CATEGORIES,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  LANGUAGE_TAGS,
  isPositiveAmount,
  routes,
  type Language,
} from '@wps/contracts';
import { useState } from 'react';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/i18n';
import { languageAttributes, serverFieldMessages } from '../../shared/localized';
import { Dialog } from '../../shared/ui/Dialog';
import { FormField, FormRefusal } from '../../shared/ui/FormField';
import { LanguageTabs } from '../../shared/ui/LanguageTabs';
import { useCurrency } from '../../shared/useMoney';
import {
  activityFormOf,
  checkActivityForm,
  formFieldOf,
  MESSAGING_CHANNELS,
  PERCENT_KINDS,
  ruleOf,
  serverRuleOf,
  WAGERING_BASES,
  type ActivityForm,
} from './activityForm';
import type { PromotionActivity } from './promotionsApi';

const FORM_ID = 'promotion-activity-form';
const LOCALIZED = [
  { field: 'title', max: 120, rows: 0 },
  { field: 'summary', max: 300, rows: 3 },
  { field: 'rules', max: 5000, rows: 8 },
] as const;

/** The browser's time zone, which the form's times are read in. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function BannerPreview({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!/^https:\/\//i.test(url) || failed === url) return null;
  return <img className="promo-banner-preview" src={url} alt={alt} onError={() => setFailed(url)} />;
}

/**
 * Creates an activity (as a draft) or changes one: every field of `activityInputSchema`, checked
 * with that schema before it is sent with the reason; the fields it (or the server) refuses are
 * marked, the refusal shown in place. Its kind is fixed once it has paid anything.
 */
export function ActivityDialog({
  merchant,
  activity,
  onDone,
  onClose,
}: {
  merchant: string;
  activity: PromotionActivity | null;
  onDone: (saved: PromotionActivity) => Promise<void> | void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ActivityForm>({ defaultValues: activityFormOf(activity) });
  const [kind, audienceKind, bannerTheme, bannerImage, languages, title, summary, rules] = useWatch({
    control: form.control,
    name: ['kind', 'audienceKind', 'bannerTheme', 'bannerImage', 'languages', 'title', 'summary', 'rules'],
  });
  const errors = form.formState.errors;
  const problem = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;
  const mark = (field: string, message: string) =>
    form.setError(field as FieldPath<ActivityForm>, { message });
  /** The text of a rule (a field, "title.CN", or a rule of its own such as "fixedRequired"). */
  const ruleText = (rule: string, fallback?: string) =>
    t(`promotions.form.rule.${ruleOf(rule)}`, { defaultValue: fallback ?? t('promotions.form.rule.other') });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const checked = checkActivityForm(values);
    if (!checked.ok) {
      for (const field of checked.fields) mark(field, ruleText(checked.rules[field] ?? field));
      setRefusal(t('promotions.form.fix'));
      return;
    }
    try {
      const saved = activity
        ? await callApi(routes.operatorUpdateActivity, {
            params: { merchantCode: merchant, activityId: activity.id },
            body: checked.body,
          })
        : await callApi(routes.operatorCreateActivity, {
            params: { merchantCode: merchant },
            body: checked.body,
          });
      await onDone(saved);
      onClose();
    } catch (error) {
      // The server's words are English: a field it refused is marked with this form's rule for it.
      const codes = isApiError(error) ? (error.fields ?? {}) : {};
      for (const [path, message] of Object.entries(serverFieldMessages(error)))
        mark(formFieldOf(path), ruleText(serverRuleOf(path, codes[path]?.code), message));
      setRefusal(errorText(error));
    }
  });
  const busy = form.formState.isSubmitting;
  // The server keeps the kind of an activity that has paid anything.
  const kindFixed = activity !== null && (activity.bonuses > 0 || isPositiveAmount(activity.spent));
  const zone = browserTimeZone();
  const currencyCode = currency?.code ?? activity?.currency ?? '';
  const money = (key: string) => `${t(key)}${currencyCode ? ` (${currencyCode})` : ''}`;
  const toggleLanguage = (language: Language, on: boolean) => {
    const next = LANGUAGES.filter((entry) => (entry === language ? on : languages.includes(entry)));
    form.setValue('languages', next, { shouldDirty: true });
  };
  const localized = { title, summary, rules };

  return (
    <Dialog
      open
      wide
      title={
        activity
          ? t('promotions.form.editTitle', { title: activity.title.EN, id: activity.id })
          : t('promotions.form.createTitle')
      }
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={FORM_ID} className="btn btn--primary" disabled={busy}>
            {busy ? t('common.sending') : activity ? t('common.save') : t('promotions.form.createDraft')}
          </button>
        </>
      }
    >
      <form
        id={FORM_ID}
        className="stack"
        noValidate
        onSubmit={(event) => {
          // Marks left from the last try (some on fields no longer shown) must not block this one.
          form.clearErrors();
          void submit(event);
        }}
      >
        <fieldset className="promo-fieldset">
          <legend>{t('promotions.form.what')}</legend>
          <div className="form-grid promo-grid">
            <FormField
              label={t('promotions.kind')}
              hint={t(kindFixed ? 'promotions.form.kindFixed' : `promotions.kindHint.${kind}`)}
              error={problem('kind')}
            >
              {(control) =>
                kindFixed ? (
                  <output className="input promo-static" {...control}>
                    {t(`promotions.kinds.${kind}`)}
                  </output>
                ) : (
                  <select className="input" {...control} {...form.register('kind')}>
                    {ACTIVITY_KINDS.map((value) => (
                      <option key={value} value={value}>
                        {t(`promotions.kinds.${value}`)}
                      </option>
                    ))}
                  </select>
                )
              }
            </FormField>
            {kind === 'messaging_id' ? (
              <FormField
                label={t('promotions.form.messagingChannel')}
                hint={t('promotions.form.messagingChannelHint')}
                error={problem('messagingChannel')}
              >
                {(control) => (
                  <select className="input" {...control} {...form.register('messagingChannel')}>
                    <option value="">{t('promotions.form.choose')}</option>
                    {MESSAGING_CHANNELS.map((value) => (
                      <option key={value} value={value}>
                        {t(`promotions.channel.${value}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            ) : null}
            <FormField
              label={t('promotions.form.repeat')}
              hint={t('promotions.form.repeatHint')}
              error={problem('repeat')}
            >
              {(control) => (
                <select className="input" {...control} {...form.register('repeat')}>
                  {ACTIVITY_REPEATS.map((value) => (
                    <option key={value} value={value}>
                      {t(`promotions.repeat.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label={t('promotions.form.sort')}
              hint={t('promotions.form.sortHint')}
              error={problem('sort')}
            >
              {(control) => (
                <input className="input num" inputMode="numeric" {...control} {...form.register('sort')} />
              )}
            </FormField>
          </div>
          <label className="check">
            <input type="checkbox" {...form.register('review')} />
            {t('promotions.form.review')}
          </label>
        </fieldset>

        <fieldset className="promo-fieldset">
          <legend>{t('promotions.form.texts')}</legend>
          <LanguageTabs
            label={t('promotions.form.texts')}
            filledLabel={t('promotions.form.written')}
            invalidLabel={t('promotions.form.hasError')}
            filled={(language) => LOCALIZED.some(({ field }) => Boolean(localized[field][language]?.trim()))}
            invalid={(language) => LOCALIZED.some(({ field }) => Boolean(problem(`${field}.${language}`)))}
          >
            {(language) =>
              LOCALIZED.map(({ field, max, rows }) => (
                <FormField
                  key={`${field}-${language}`}
                  label={t(`promotions.form.${field}In`, { language: LANGUAGE_NATIVE_NAMES[language] })}
                  hint={t(
                    language === 'EN' ? 'promotions.form.requiredEn' : 'promotions.form.optionalLanguage',
                    {
                      max,
                    },
                  )}
                  error={problem(`${field}.${language}`)}
                >
                  {(control) =>
                    rows === 0 ? (
                      <input
                        className="input"
                        maxLength={max}
                        {...languageAttributes(language)}
                        {...control}
                        {...form.register(`${field}.${language}`)}
                      />
                    ) : (
                      <textarea
                        className="input"
                        rows={rows}
                        maxLength={max}
                        {...languageAttributes(language)}
                        {...control}
                        {...form.register(`${field}.${language}`)}
                      />
                    )
                  }
                </FormField>
              ))
            }
          </LanguageTabs>
        </fieldset>

        <fieldset className="promo-fieldset">
          <legend>{t('promotions.form.banner')}</legend>
          <div className="promo-swatches" role="radiogroup" aria-label={t('promotions.form.theme')}>
            {BANNER_THEMES.map((theme) => (
              <label
                key={theme}
                className={`promo-swatch-choice${bannerTheme === theme ? ' promo-swatch-choice--on' : ''}`}
              >
                <input type="radio" value={theme} {...form.register('bannerTheme')} />
                <span aria-hidden="true" className={`promo-swatch promo-swatch--${theme}`} />
                {t(`promotions.theme.${theme}`)}
              </label>
            ))}
          </div>
          <FormField
            label={t('promotions.form.image')}
            hint={t('promotions.form.imageHint')}
            error={problem('bannerImage')}
          >
            {(control) => (
              <input
                className="input mono"
                type="url"
                autoComplete="off"
                spellCheck={false}
                maxLength={1000}
                placeholder="https://"
                {...control}
                {...form.register('bannerImage')}
              />
            )}
          </FormField>
          {bannerImage.trim() ? (
            <BannerPreview url={bannerImage.trim()} alt={t('promotions.form.imagePreview')} />
          ) : null}
        </fieldset>

        <fieldset className="promo-fieldset">
          <legend>{t('promotions.form.who')}</legend>
          <div className="promo-checks" role="group" aria-label={t('promotions.form.languages')}>
            <span className="field__label">{t('promotions.form.languages')}</span>
            {LANGUAGES.map((language) => (
              <label key={language} className="check">
                <input
                  type="checkbox"
                  checked={languages.includes(language)}
                  onChange={(event) => toggleLanguage(language, event.target.checked)}
                />
                <span lang={LANGUAGE_TAGS[language]}>{LANGUAGE_NATIVE_NAMES[language]}</span>
              </label>
            ))}
            <span className="field__hint promo-full">{t('promotions.form.languagesHint')}</span>
          </div>
          <div className="form-grid promo-grid">
            <FormField label={t('promotions.form.audience')} error={problem('audienceKind')}>
              {(control) => (
                <select className="input" {...control} {...form.register('audienceKind')}>
                  {AUDIENCE_KINDS.map((value) => (
                    <option key={value} value={value}>
                      {t(`promotions.audience.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {audienceKind === 'vip' ? (
              <FormField
                label={t('promotions.form.ranks')}
                hint={t('promotions.form.ranksHint')}
                error={problem('ranks')}
              >
                {(control) => (
                  <input className="input" placeholder="1, 2, 3" {...control} {...form.register('ranks')} />
                )}
              </FormField>
            ) : null}
            {audienceKind === 'labels' ? (
              <FormField
                label={t('promotions.form.labels')}
                hint={t('promotions.form.labelsHint')}
                error={problem('labels')}
              >
                {(control) => <input className="input" {...control} {...form.register('labels')} />}
              </FormField>
            ) : null}
            {audienceKind === 'new_members' ? (
              <FormField
                label={t('promotions.form.newWithinDays')}
                hint={t('promotions.form.newWithinDaysHint')}
                error={problem('newWithinDays')}
              >
                {(control) => (
                  <input
                    className="input num"
                    inputMode="numeric"
                    {...control}
                    {...form.register('newWithinDays')}
                  />
                )}
              </FormField>
            ) : null}
            {audienceKind === 'team' ? (
              <FormField
                label={t('promotions.form.agents')}
                hint={t('promotions.form.agentsHint')}
                error={problem('agents')}
              >
                {(control) => (
                  <input className="input" autoComplete="off" {...control} {...form.register('agents')} />
                )}
              </FormField>
            ) : null}
          </div>
        </fieldset>

        <fieldset className="promo-fieldset">
          <legend>{t('promotions.form.when')}</legend>
          <p className="field__hint promo-flat">{t('promotions.form.timeZone', { zone })}</p>
          <div className="form-grid promo-grid">
            <FormField label={t('promotions.form.startsAt')} error={problem('startsAt')}>
              {(control) => (
                <input className="input" type="datetime-local" {...control} {...form.register('startsAt')} />
              )}
            </FormField>
            <FormField label={t('promotions.form.endsAt')} error={problem('endsAt')}>
              {(control) => (
                <input className="input" type="datetime-local" {...control} {...form.register('endsAt')} />
              )}
            </FormField>
            <FormField
              label={t('promotions.form.showFrom')}
              hint={t('promotions.form.showFromHint')}
              error={problem('showFrom')}
            >
              {(control) => (
                <input className="input" type="datetime-local" {...control} {...form.register('showFrom')} />
              )}
            </FormField>
          </div>
        </fieldset>

        <fieldset className="promo-fieldset">
          <legend>{t('promotions.form.reward')}</legend>
          <div className="form-grid promo-grid">
            <FormField
              label={t('promotions.form.percent')}
              hint={t(
                PERCENT_KINDS.includes(kind)
                  ? 'promotions.form.percentHint'
                  : 'promotions.form.percentUnused',
              )}
              error={problem('percent')}
            >
              {(control) => (
                <span className="promo-suffix">
                  <input
                    className="input num"
                    inputMode="decimal"
                    placeholder="0"
                    {...control}
                    {...form.register('percent')}
                  />
                  <span aria-hidden="true">%</span>
                </span>
              )}
            </FormField>
            <FormField
              label={money('promotions.form.fixed')}
              hint={t('promotions.form.fixedHint')}
              error={problem('fixed')}
            >
              {(control) => (
                <input
                  className="input num"
                  inputMode="decimal"
                  placeholder="0"
                  {...control}
                  {...form.register('fixed')}
                />
              )}
            </FormField>
            <FormField
              label={money('promotions.form.max')}
              hint={t('promotions.form.maxHint')}
              error={problem('max')}
            >
              {(control) => (
                <input className="input num" inputMode="decimal" {...control} {...form.register('max')} />
              )}
            </FormField>
            <FormField
              label={money('promotions.form.threshold')}
              hint={t(`promotions.thresholdHint.${kind}`)}
              error={problem('threshold')}
            >
              {(control) => (
                <input
                  className="input num"
                  inputMode="decimal"
                  placeholder="0"
                  {...control}
                  {...form.register('threshold')}
                />
              )}
            </FormField>
            <FormField
              label={money('promotions.budget')}
              hint={t('promotions.form.budgetHint')}
              error={problem('budget')}
            >
              {(control) => (
                <input className="input num" inputMode="decimal" {...control} {...form.register('budget')} />
              )}
            </FormField>
          </div>
        </fieldset>

        <fieldset className="promo-fieldset">
          <legend>{t('promotions.form.wagering')}</legend>
          <div className="form-grid promo-grid">
            <FormField
              label={t('promotions.form.multiple')}
              hint={t('promotions.form.multipleHint')}
              error={problem('multiple')}
            >
              {(control) => (
                <span className="promo-suffix">
                  <input
                    className="input num"
                    inputMode="decimal"
                    placeholder="0"
                    {...control}
                    {...form.register('multiple')}
                  />
                  <span aria-hidden="true">×</span>
                </span>
              )}
            </FormField>
            <FormField label={t('promotions.form.basis')} error={problem('basis')}>
              {(control) => (
                <select className="input" {...control} {...form.register('basis')}>
                  {WAGERING_BASES.map((value) => (
                    <option key={value} value={value}>
                      {t(`promotions.basis.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label={money('promotions.form.maxBet')}
              hint={t('promotions.form.maxBetHint')}
              error={problem('maxBet')}
            >
              {(control) => (
                <input className="input num" inputMode="decimal" {...control} {...form.register('maxBet')} />
              )}
            </FormField>
            <FormField
              label={t('promotions.form.expiryHours')}
              hint={t('promotions.form.expiryHoursHint')}
              error={problem('expiryHours')}
            >
              {(control) => (
                <input
                  className="input num"
                  inputMode="numeric"
                  {...control}
                  {...form.register('expiryHours')}
                />
              )}
            </FormField>
          </div>
          <div className="promo-weights" role="group" aria-labelledby={`${FORM_ID}-weights`}>
            <span id={`${FORM_ID}-weights`} className="field__label">
              {t('promotions.form.weights')}
            </span>
            <span className="field__hint promo-full">{t('promotions.form.weightsHint')}</span>
            {problem('weights') ? (
              <span className="field__error promo-full">{problem('weights')}</span>
            ) : null}
            {GAME_CATEGORIES.map((category) => (
              <FormField
                key={category}
                label={t(`games.categories.${category}`)}
                error={problem(`weights.${category}`)}
              >
                {(control) => (
                  <span className="promo-suffix">
                    <input
                      className="input num"
                      inputMode="numeric"
                      placeholder="100"
                      {...control}
                      {...form.register(`weights.${category}`)}
                    />
                    <span aria-hidden="true">%</span>
                  </span>
                )}
              </FormField>
            ))}
          </div>
        </fieldset>

        <FormField label={t('common.reason')} hint={t('common.reasonHint')} error={problem('reason')}>
          {(control) => (
            <textarea className="input" maxLength={500} {...control} {...form.register('reason')} />
          )}
        </FormField>
        <FormRefusal text={refusal} />
      </form>
    </Dialog>
  );
}
