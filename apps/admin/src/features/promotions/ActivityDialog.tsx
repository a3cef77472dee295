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
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { browserTimeZone } from '../../shared/format';
import { FormDialog, type EditDialogProps } from '../../shared/ui/FormDialog';
import { FormField } from '../../shared/ui/FormField';
import {
  FieldGroup,
  Fieldset,
  ImagePreview,
  InputField,
  LocalizedFieldset,
  ReasonField,
  SelectField,
  type LocalizedField,
} from '../../shared/ui/formFields';
import { problemOf, useFormSubmit } from '../../shared/ui/formState';
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
const LOCALIZED: readonly LocalizedField[] = [
  { name: 'title', label: 'promotions.form.titleIn', max: 120, rows: 0 },
  { name: 'summary', label: 'promotions.form.summaryIn', max: 300, rows: 3 },
  { name: 'rules', label: 'promotions.form.rulesIn', max: 5000, rows: 8 },
];

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
}: EditDialogProps<PromotionActivity> & {
  activity: PromotionActivity | null;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const form = useForm<ActivityForm>({ defaultValues: activityFormOf(activity) });
  const [kind, audienceKind, bannerTheme, bannerImage, languages] = useWatch({
    control: form.control,
    name: ['kind', 'audienceKind', 'bannerTheme', 'bannerImage', 'languages'],
  });
  const problem = (path: string) => problemOf(form, path);
  /** The text of a rule (a field, "title.CN", or a rule of its own such as "fixedRequired"). */
  const ruleText = (rule: string, fallback?: string) =>
    t(`promotions.form.rule.${ruleOf(rule)}`, { defaultValue: fallback ?? t('promotions.form.rule.other') });
  const submission = useFormSubmit(form, {
    check: checkActivityForm,
    ruleText: (field, rule) => ruleText(rule ?? field),
    fix: t('promotions.form.fix'),
    send: (body) =>
      activity
        ? callApi(routes.operatorUpdateActivity, {
            params: { merchantCode: merchant, activityId: activity.id },
            body,
          })
        : callApi(routes.operatorCreateActivity, { params: { merchantCode: merchant }, body }),
    onSent: onDone,
    thenClose: onClose,
    serverMark: (path, refused) => [
      formFieldOf(path),
      ruleText(serverRuleOf(path, refused.code), refused.message),
    ],
  });
  // The server keeps the kind of an activity that has paid anything.
  const kindFixed = activity !== null && (activity.bonuses > 0 || isPositiveAmount(activity.spent));
  const zone = browserTimeZone();
  const currencyCode = currency?.code ?? activity?.currency ?? '';
  const money = (key: string) => `${t(key)}${currencyCode ? ` (${currencyCode})` : ''}`;
  const toggleLanguage = (language: Language, on: boolean) => {
    const next = LANGUAGES.filter((entry) => (entry === language ? on : languages.includes(entry)));
    form.setValue('languages', next, { shouldDirty: true });
  };
  const amount = { className: 'input num', inputMode: 'decimal' } as const;
  const count = { className: 'input num', inputMode: 'numeric' } as const;

  return (
    <FormDialog
      id={FORM_ID}
      title={
        activity
          ? t('promotions.form.editTitle', { title: activity.title.EN, id: activity.id })
          : t('promotions.form.createTitle')
      }
      submitLabel={activity ? t('common.save') : t('promotions.form.createDraft')}
      submission={submission}
      onClose={onClose}
    >
      <Fieldset legend={t('promotions.form.what')}>
        <div className="form-grid form-grid--fields">
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
            <SelectField
              form={form}
              name="messagingChannel"
              label={t('promotions.form.messagingChannel')}
              hint={t('promotions.form.messagingChannelHint')}
              options={MESSAGING_CHANNELS}
              optionLabel={(value) => t(`promotions.channel.${value}`)}
              empty={t('promotions.form.choose')}
            />
          ) : null}
          <SelectField
            form={form}
            name="repeat"
            label={t('promotions.form.repeat')}
            hint={t('promotions.form.repeatHint')}
            options={ACTIVITY_REPEATS}
            optionLabel={(value) => t(`promotions.repeat.${value}`)}
          />
          <InputField
            form={form}
            name="sort"
            label={t('promotions.form.sort')}
            hint={t('promotions.form.sortHint')}
            {...count}
          />
        </div>
        <label className="check">
          <input type="checkbox" {...form.register('review')} />
          {t('promotions.form.review')}
        </label>
      </Fieldset>

      <LocalizedFieldset
        form={form}
        label={t('promotions.form.texts')}
        texts="promotions.form"
        fields={LOCALIZED}
      />

      <Fieldset legend={t('promotions.form.banner')}>
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
        <InputField
          form={form}
          name="bannerImage"
          label={t('promotions.form.image')}
          hint={t('promotions.form.imageHint')}
          className="input mono"
          type="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={1000}
          placeholder="https://"
        />
        {bannerImage.trim() ? (
          <ImagePreview url={bannerImage.trim()} alt={t('promotions.form.imagePreview')} />
        ) : null}
      </Fieldset>

      <Fieldset legend={t('promotions.form.who')}>
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
        <div className="form-grid form-grid--fields">
          <SelectField
            form={form}
            name="audienceKind"
            label={t('promotions.form.audience')}
            options={AUDIENCE_KINDS}
            optionLabel={(value) => t(`promotions.audience.${value}`)}
          />
          {audienceKind === 'vip' ? (
            <InputField
              form={form}
              name="ranks"
              label={t('promotions.form.ranks')}
              hint={t('promotions.form.ranksHint')}
              className="input"
              placeholder="1, 2, 3"
            />
          ) : null}
          {audienceKind === 'labels' ? (
            <InputField
              form={form}
              name="labels"
              label={t('promotions.form.labels')}
              hint={t('promotions.form.labelsHint')}
              className="input"
            />
          ) : null}
          {audienceKind === 'new_members' ? (
            <InputField
              form={form}
              name="newWithinDays"
              label={t('promotions.form.newWithinDays')}
              hint={t('promotions.form.newWithinDaysHint')}
              {...count}
            />
          ) : null}
          {audienceKind === 'team' ? (
            <InputField
              form={form}
              name="agents"
              label={t('promotions.form.agents')}
              hint={t('promotions.form.agentsHint')}
              className="input"
              autoComplete="off"
            />
          ) : null}
        </div>
      </Fieldset>

      <Fieldset legend={t('promotions.form.when')}>
        <p className="field__hint promo-flat">{t('promotions.form.timeZone', { zone })}</p>
        <div className="form-grid form-grid--fields">
          <InputField
            form={form}
            name="startsAt"
            label={t('promotions.form.startsAt')}
            className="input"
            type="datetime-local"
          />
          <InputField
            form={form}
            name="endsAt"
            label={t('promotions.form.endsAt')}
            className="input"
            type="datetime-local"
          />
          <InputField
            form={form}
            name="showFrom"
            label={t('promotions.form.showFrom')}
            hint={t('promotions.form.showFromHint')}
            className="input"
            type="datetime-local"
          />
        </div>
      </Fieldset>

      <Fieldset legend={t('promotions.form.reward')}>
        <div className="form-grid form-grid--fields">
          <InputField
            form={form}
            name="percent"
            label={t('promotions.form.percent')}
            hint={t(
              PERCENT_KINDS.includes(kind) ? 'promotions.form.percentHint' : 'promotions.form.percentUnused',
            )}
            {...amount}
            placeholder="0"
            suffix="%"
          />
          <InputField
            form={form}
            name="fixed"
            label={money('promotions.form.fixed')}
            hint={t('promotions.form.fixedHint')}
            {...amount}
            placeholder="0"
          />
          <InputField
            form={form}
            name="max"
            label={money('promotions.form.max')}
            hint={t('promotions.form.maxHint')}
            {...amount}
          />
          <InputField
            form={form}
            name="threshold"
            label={money('promotions.form.threshold')}
            hint={t(`promotions.thresholdHint.${kind}`)}
            {...amount}
            placeholder="0"
          />
          <InputField
            form={form}
            name="budget"
            label={money('promotions.budget')}
            hint={t('promotions.form.budgetHint')}
            {...amount}
          />
        </div>
      </Fieldset>

      <Fieldset legend={t('promotions.form.wagering')}>
        <div className="form-grid form-grid--fields">
          <InputField
            form={form}
            name="multiple"
            label={t('promotions.form.multiple')}
            hint={t('promotions.form.multipleHint')}
            {...amount}
            placeholder="0"
            suffix="×"
          />
          <SelectField
            form={form}
            name="basis"
            label={t('promotions.form.basis')}
            options={WAGERING_BASES}
            optionLabel={(value) => t(`promotions.basis.${value}`)}
          />
          <InputField
            form={form}
            name="maxBet"
            label={money('promotions.form.maxBet')}
            hint={t('promotions.form.maxBetHint')}
            {...amount}
          />
          <InputField
            form={form}
            name="expiryHours"
            label={t('promotions.form.expiryHours')}
            hint={t('promotions.form.expiryHoursHint')}
            {...count}
          />
        </div>
        <FieldGroup
          id={`${FORM_ID}-weights`}
          label={t('promotions.form.weights')}
          hint={t('promotions.form.weightsHint')}
          problem={problem('weights')}
        >
          {GAME_CATEGORIES.map((category) => (
            <InputField
              key={category}
              form={form}
              name={`weights.${category}`}
              label={t(`games.categories.${category}`)}
              {...count}
              placeholder="100"
              suffix="%"
            />
          ))}
        </FieldGroup>
      </Fieldset>

      <ReasonField form={form} />
    </FormDialog>
  );
}
