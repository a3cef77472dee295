import { POINT_REWARD_KINDS, routes } from '@wps/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { FormDialog, type EditDialogProps } from '../../shared/ui/FormDialog';
import {
  Fieldset,
  ImagePreview,
  InputField,
  LocalizedFieldset,
  ReasonField,
  SelectField,
  type LocalizedField,
} from '../../shared/ui/formFields';
import { refusalWithOwnTexts, useFormSubmit } from '../../shared/ui/formState';
import { useCurrency } from '../../shared/useMoney';
import type { PointReward } from './loyaltyApi';
import { decimalsIn } from './numbers';
import { checkRewardForm, rewardFieldOf, rewardFormOf, rewardRuleOf, type RewardForm } from './rewardForm';

const FORM_ID = 'loyalty-reward-form';
const LOCALIZED: readonly LocalizedField[] = [
  { name: 'name', label: 'loyalty.mall.form.nameIn', max: 120, rows: 0 },
  { name: 'description', label: 'loyalty.mall.form.descriptionIn', max: 1000, rows: 4 },
];

/**
 * Adds a points mall reward or changes one: every field of `pointRewardInputSchema` (the name and
 * description per language, an optional image, its price in points, the money a cash reward credits,
 * the stock, the switch and the order), checked with that schema before it is sent with the reason;
 * the fields it (or the server) refuses are marked, the refusal shown in place.
 */
export function PointRewardDialog({
  merchant,
  reward,
  currency: rewardsCurrency,
  onDone,
  onRefused,
  onClose,
}: EditDialogProps<PointReward> & {
  reward: PointReward | null;
  /** The list's currency (the merchant's). */
  currency: string;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const currencyCode = currency?.code ?? rewardsCurrency;
  const decimals = currency?.decimals ?? decimalsIn(reward?.cash) ?? null;
  const form = useForm<RewardForm>({ defaultValues: rewardFormOf(reward) });
  const [kind, image] = useWatch({ control: form.control, name: ['kind', 'image'] });
  const ruleText = (rule: string, fallback?: string) =>
    t(`loyalty.mall.rule.${rule}`, {
      defaultValue: fallback ?? t('loyalty.mall.rule.other'),
      decimals: decimals ?? 4,
    });
  const submission = useFormSubmit(form, {
    check: (values) => checkRewardForm(values, decimals),
    ruleText: (field, rule) => ruleText(rule ?? rewardRuleOf(field)),
    fix: t('loyalty.form.fix'),
    send: (body) =>
      reward
        ? callApi(routes.operatorUpdatePointReward, {
            params: { merchantCode: merchant, rewardId: reward.id },
            body,
          })
        : callApi(routes.operatorCreatePointReward, { params: { merchantCode: merchant }, body }),
    onSent: onDone,
    thenClose: onClose,
    serverMark: (path, refused) => {
      const field = rewardFieldOf(path);
      const rule =
        field === 'cash' && refused.code === 'field.required' ? 'cashRequired' : rewardRuleOf(field);
      return [field, ruleText(rule, refused.message)];
    },
    refusalText: (error) =>
      refusalWithOwnTexts(error, { 'points.reward.not.found': t('loyalty.mall.notFound') }, onRefused),
  });
  const withCurrency = (text: string) => `${text}${currencyCode ? ` (${currencyCode})` : ''}`;
  const count = { className: 'input num', inputMode: 'numeric', autoComplete: 'off' } as const;

  return (
    <FormDialog
      id={FORM_ID}
      title={
        reward
          ? t('loyalty.mall.form.editTitle', { name: reward.name.EN, id: reward.id })
          : t('loyalty.mall.form.createTitle')
      }
      submitLabel={reward ? t('common.save') : t('loyalty.mall.form.create')}
      submission={submission}
      onClose={onClose}
    >
      <Fieldset legend={t('loyalty.mall.form.what')}>
        <div className="form-grid form-grid--fields">
          <SelectField
            form={form}
            name="kind"
            label={t('loyalty.mall.kind')}
            hint={t(`loyalty.mall.kindHint.${kind}`)}
            options={POINT_REWARD_KINDS}
            optionLabel={(value) => t(`loyalty.mall.kinds.${value}`)}
          />
          <InputField
            form={form}
            name="points"
            label={t('loyalty.mall.points')}
            hint={t('loyalty.mall.form.pointsHint')}
            {...count}
          />
          {kind === 'cash' ? (
            <InputField
              form={form}
              name="cash"
              label={withCurrency(t('loyalty.mall.cash'))}
              hint={t('loyalty.mall.form.cashHint')}
              className="input num"
              inputMode="decimal"
              autoComplete="off"
            />
          ) : null}
          <InputField
            form={form}
            name="stock"
            label={t('loyalty.mall.stock')}
            hint={t('loyalty.mall.form.stockHint')}
            {...count}
          />
          <InputField
            form={form}
            name="sort"
            label={t('loyalty.mall.sort')}
            hint={t('loyalty.mall.form.sortHint')}
            {...count}
          />
        </div>
        <label className="check">
          <input type="checkbox" {...form.register('active')} />
          {t('loyalty.mall.form.active')}
        </label>
      </Fieldset>

      <LocalizedFieldset
        form={form}
        label={t('loyalty.form.texts')}
        texts="loyalty.form"
        fields={LOCALIZED}
      />

      <Fieldset legend={t('loyalty.mall.form.imageTitle')}>
        <InputField
          form={form}
          name="image"
          label={t('loyalty.mall.form.image')}
          hint={t('loyalty.mall.form.imageHint')}
          className="input"
          type="url"
          maxLength={1000}
          autoComplete="off"
        />
        <ImagePreview url={image.trim()} alt={t('loyalty.mall.form.imagePreview')} />
      </Fieldset>

      <ReasonField form={form} />
    </FormDialog>
  );
}
