import { MISSION_METRICS, MISSION_PERIODS, routes } from '@wps/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { FormDialog, type EditDialogProps } from '../../shared/ui/FormDialog';
import {
  Fieldset,
  InputField,
  LocalizedFieldset,
  ReasonField,
  SelectField,
  type LocalizedField,
} from '../../shared/ui/formFields';
import { refusalWithOwnTexts, useFormSubmit } from '../../shared/ui/formState';
import { useCurrency } from '../../shared/useMoney';
import type { Mission } from './loyaltyApi';
import {
  checkMissionForm,
  isMoneyMetric,
  missionFieldOf,
  missionFormOf,
  missionRuleOf,
  missionServerRule,
  type MissionForm,
} from './missionForm';
import { decimalsIn } from './numbers';

const FORM_ID = 'loyalty-mission-form';
const LOCALIZED: readonly LocalizedField[] = [
  { name: 'title', label: 'loyalty.missions.form.titleIn', max: 120, rows: 0 },
];

/**
 * Adds a mission or changes one: every field of `missionInputSchema` (the title per language, the
 * period, what it counts and its target, a reward of money, points or both, the switch and the
 * order), checked with that schema and what the server checks besides it (a whole count for rounds,
 * some reward) before it is sent with the reason; the fields it (or the server) refuses are marked,
 * the refusal shown in place.
 */
export function MissionDialog({
  merchant,
  mission,
  currency: listCurrency,
  onDone,
  onRefused,
  onClose,
}: EditDialogProps<Mission> & {
  mission: Mission | null;
  /** The list's currency (the merchant's). */
  currency: string;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const currencyCode = currency?.code ?? listCurrency;
  const decimals = currency?.decimals ?? decimalsIn(mission?.rewardMoney) ?? null;
  const form = useForm<MissionForm>({ defaultValues: missionFormOf(mission) });
  const [period, metric] = useWatch({ control: form.control, name: ['period', 'metric'] });
  const ruleText = (rule: string, fallback?: string) =>
    t(`loyalty.missions.rule.${rule}`, {
      defaultValue: fallback ?? t('loyalty.missions.rule.other'),
      decimals: decimals ?? 4,
    });
  const submission = useFormSubmit(form, {
    check: (values) => checkMissionForm(values, decimals),
    ruleText: (field, rule, values) => ruleText(rule ?? missionRuleOf(field, values.metric)),
    fix: t('loyalty.form.fix'),
    send: (body) =>
      mission
        ? callApi(routes.operatorUpdateMission, {
            params: { merchantCode: merchant, missionId: mission.id },
            body,
          })
        : callApi(routes.operatorCreateMission, { params: { merchantCode: merchant }, body }),
    onSent: onDone,
    thenClose: onClose,
    serverMark: (path, refused, values) => [
      missionFieldOf(path),
      ruleText(missionServerRule(path, refused.code, values.metric, decimals !== null), refused.message),
    ],
    refusalText: (error) =>
      refusalWithOwnTexts(error, { 'mission.not.found': t('loyalty.missions.notFound') }, onRefused),
  });
  const withCurrency = (text: string) => `${text}${currencyCode ? ` (${currencyCode})` : ''}`;

  return (
    <FormDialog
      id={FORM_ID}
      title={
        mission
          ? t('loyalty.missions.form.editTitle', { title: mission.title.EN, id: mission.id })
          : t('loyalty.missions.form.createTitle')
      }
      submitLabel={mission ? t('common.save') : t('loyalty.missions.form.create')}
      submission={submission}
      onClose={onClose}
    >
      <Fieldset legend={t('loyalty.missions.form.what')}>
        <div className="form-grid form-grid--fields">
          <SelectField
            form={form}
            name="period"
            label={t('loyalty.missions.period')}
            hint={t(`loyalty.missions.form.periodHint.${period}`)}
            options={MISSION_PERIODS}
            optionLabel={(value) => t(`loyalty.missions.periods.${value}`)}
          />
          <SelectField
            form={form}
            name="metric"
            label={t('loyalty.missions.metric')}
            options={MISSION_METRICS}
            optionLabel={(value) => t(`loyalty.missions.metrics.${value}`)}
          />
          <InputField
            form={form}
            name="target"
            label={t('loyalty.missions.target')}
            hint={t(`loyalty.missions.form.targetHint.${metric}`, { currency: currencyCode || '—' })}
            className="input num"
            inputMode={isMoneyMetric(metric) ? 'decimal' : 'numeric'}
            autoComplete="off"
          />
          <InputField
            form={form}
            name="sort"
            label={t('loyalty.missions.sort')}
            hint={t('loyalty.missions.form.sortHint')}
            className="input num"
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <label className="check">
          <input type="checkbox" {...form.register('active')} />
          {t('loyalty.missions.form.active')}
        </label>
      </Fieldset>

      <Fieldset legend={t('loyalty.missions.form.reward')}>
        <p className="field__hint loyalty-flat">{t('loyalty.missions.form.rewardHint')}</p>
        <div className="form-grid form-grid--fields">
          <InputField
            form={form}
            name="rewardMoney"
            label={withCurrency(t('loyalty.missions.rewardMoney'))}
            hint={t('loyalty.missions.form.rewardMoneyHint')}
            className="input num"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
          />
          <InputField
            form={form}
            name="rewardPoints"
            label={t('loyalty.missions.rewardPoints')}
            hint={t('loyalty.missions.form.rewardPointsHint')}
            className="input num"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
          />
        </div>
      </Fieldset>

      <LocalizedFieldset
        form={form}
        label={t('loyalty.missions.form.titles')}
        texts="loyalty.form"
        fields={LOCALIZED}
      />

      <ReasonField form={form} />
    </FormDialog>
  );
}
