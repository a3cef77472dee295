import {
  CUSTOMER_SERVICE_TYPES,
  formatAmount,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  RESOURCE_TYPES,
  type CurrencySettings,
  type Language,
} from '@wps/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntryList } from './EntryList';
import {
  ChoicesField,
  DateTimeField,
  Group,
  LocalizedField,
  MoneyField,
  NumberField,
  SelectField,
  StringListField,
  SwitchField,
  TextField,
} from './fields';

const languageOptions = LANGUAGES.map((language) => ({
  value: language,
  label: `${LANGUAGE_NATIVE_NAMES[language]} (${language})`,
}));

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}
const TIME_ZONES = ['UTC', ...timeZones().filter((zone) => zone !== 'UTC')];

/** The merchant profile's fields under `prefix` ("value" on the settings page, "profile" when creating). */
export function ProfileFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`settings.fields.profile.${key}`);
  return (
    <>
      <div className="form-grid">
        <TextField name={`${prefix}.name`} label={f('name')} maxLength={60} />
        <TextField
          name={`${prefix}.mainDomain`}
          label={f('mainDomain')}
          hint={f('mainDomainHint')}
          mono
          placeholder="www.example.com"
        />
        <TextField
          name={`${prefix}.timeZone`}
          label={f('timeZone')}
          hint={f('timeZoneHint')}
          mono
          list="settings-time-zones"
          placeholder="Asia/Manila"
        />
        <TextField
          name={`${prefix}.analyticsId`}
          label={f('analyticsId')}
          hint={f('analyticsIdHint')}
          mono
          nullable
        />
      </div>
      <datalist id="settings-time-zones">
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <StringListField
        name={`${prefix}.domains`}
        label={f('domains')}
        itemLabel={f('domain')}
        hint={f('domainsHint')}
        placeholder="www.example.com"
      />
    </>
  );
}

export function ProfileForm() {
  return <ProfileFields prefix="value" />;
}

export function FlagsForm() {
  const { t } = useTranslation();
  const f = (key: string) => t(`settings.fields.flags.${key}`);
  const [defaultLanguage, languages] = useWatch({ name: ['value.defaultLanguage', 'value.languages'] }) as [
    Language,
    Language[] | undefined,
  ];
  return (
    <>
      <Group title={t('settings.groups.signIn')}>
        <SwitchField
          name="value.loginedToHomePage"
          label={f('loginedToHomePage')}
          hint={f('loginedToHomePageHint')}
        />
        <div className="form-grid">
          <NumberField
            name="value.loginLockThreshold"
            label={f('loginLockThreshold')}
            min={1}
            max={20}
            hint={f('loginLockThresholdHint')}
          />
          <NumberField
            name="value.loginLockMinutes"
            label={f('loginLockMinutes')}
            min={1}
            max={1440}
            unit={t('settings.units.minutes')}
          />
          <NumberField
            name="value.passwordExpiryDays"
            label={f('passwordExpiryDays')}
            min={0}
            max={3650}
            unit={t('settings.units.days')}
            hint={f('passwordExpiryDaysHint')}
          />
          <NumberField
            name="value.rememberMeDays"
            label={f('rememberMeDays')}
            min={0}
            max={30}
            unit={t('settings.units.days')}
            hint={f('rememberMeDaysHint')}
          />
        </div>
      </Group>
      <Group title={t('settings.groups.languages')}>
        <div className="form-grid">
          <SelectField name="value.defaultLanguage" label={f('defaultLanguage')} options={languageOptions} />
        </div>
        <ChoicesField
          name="value.languages"
          label={f('languages')}
          options={languageOptions}
          hint={f('languagesHint')}
        />
        {languages && defaultLanguage && !languages.includes(defaultLanguage) ? (
          <p className="note note--warn">{f('defaultNotOffered')}</p>
        ) : null}
      </Group>
      <Group title={t('settings.groups.other')}>
        <div className="form-grid">
          <NumberField
            name="value.withdrawalAutoReceiveMinutes"
            label={f('withdrawalAutoReceiveMinutes')}
            min={1}
            max={10080}
            unit={t('settings.units.minutes')}
            hint={f('withdrawalAutoReceiveMinutesHint')}
          />
          <NumberField
            name="value.vipServiceMinRank"
            label={f('vipServiceMinRank')}
            min={0}
            max={100}
            hint={f('vipServiceMinRankHint')}
          />
        </div>
      </Group>
    </>
  );
}

export function CurrencyForm() {
  const { t } = useTranslation();
  const f = (key: string) => t(`settings.fields.currency.${key}`);
  const currency = useWatch({ name: 'value' }) as CurrencySettings;
  const decimals =
    Number.isInteger(currency.decimals) && currency.decimals >= 0 && currency.decimals <= 4
      ? currency.decimals
      : 2;
  return (
    <>
      <div className="form-grid">
        <TextField name="value.code" label={f('code')} hint={f('codeHint')} upperCase mono maxLength={3} />
        <TextField name="value.symbol" label={f('symbol')} maxLength={4} />
        <SelectField
          name="value.position"
          label={f('position')}
          options={[
            { value: 'F', label: f('positionF') },
            { value: 'B', label: f('positionB') },
          ]}
        />
        <NumberField name="value.decimals" label={f('decimals')} min={0} max={4} hint={f('decimalsHint')} />
      </div>
      <p className="note">
        {f('sample')}:{' '}
        <strong className="mono">{formatAmount('1234567.5', { ...currency, decimals })}</strong>
      </p>
    </>
  );
}

export function MaintenanceForm() {
  const { t } = useTranslation();
  const f = (key: string) => t(`settings.fields.maintenance.${key}`);
  const enabled = useWatch({ name: 'value.enabled' }) as boolean;
  return (
    <>
      <SwitchField name="value.enabled" label={f('enabled')} hint={f('enabledHint')} />
      {enabled ? <p className="note note--warn">{f('onWarning')}</p> : null}
      <div className="form-grid">
        <DateTimeField name="value.until" label={f('until')} hint={f('untilHint')} />
      </div>
      <LocalizedField name="value.message" label={f('message')} multiline />
    </>
  );
}

export function RegionForm() {
  const { t } = useTranslation();
  const f = (key: string) => t(`settings.fields.regionRestriction.${key}`);
  return (
    <>
      <StringListField
        name="value.blockedCountries"
        label={f('blockedCountries')}
        itemLabel={f('country')}
        hint={f('blockedCountriesHint')}
        placeholder="US"
        upperCase
      />
      <StringListField
        name="value.blockedIpRanges"
        label={f('blockedIpRanges')}
        itemLabel={f('range')}
        hint={f('rangesHint')}
        placeholder="203.0.113.0/24"
      />
      <StringListField
        name="value.allowedIpRanges"
        label={f('allowedIpRanges')}
        itemLabel={f('range')}
        hint={f('allowedIpRangesHint')}
        placeholder="198.51.100.7"
      />
    </>
  );
}

export function CustomerServiceForm() {
  const { t } = useTranslation();
  const f = (key: string) => t(`settings.fields.customerService.${key}`);
  return (
    <EntryList
      name="value"
      title={f('entries')}
      itemLabel={f('entry')}
      hint={f('entriesHint')}
      newEntry={() => ({ csType: 'LIVECHAT', label: '', path: '', minRankLevel: 0 })}
    >
      {(base) => (
        <>
          <SelectField
            name={`${base}.csType`}
            label={f('csType')}
            options={CUSTOMER_SERVICE_TYPES.map((type) => ({
              value: type,
              label: t(`settings.csTypes.${type}`),
            }))}
          />
          <TextField name={`${base}.label`} label={f('label')} maxLength={60} />
          <TextField
            name={`${base}.path`}
            label={f('path')}
            hint={f('pathHint')}
            mono
            placeholder="https://"
          />
          <NumberField
            name={`${base}.minRankLevel`}
            label={f('minRankLevel')}
            min={0}
            max={100}
            hint={f('minRankLevelHint')}
          />
        </>
      )}
    </EntryList>
  );
}

export function ResourcesForm() {
  const { t } = useTranslation();
  const f = (key: string) => t(`settings.fields.resources.${key}`);
  return (
    <EntryList
      name="value"
      title={f('entries')}
      itemLabel={f('entry')}
      hint={f('entriesHint')}
      newEntry={() => ({ resourceType: 'ANDROID', url: '', qrCodeUrl: null, label: { EN: '' } })}
    >
      {(base) => (
        <>
          <SelectField
            name={`${base}.resourceType`}
            label={f('resourceType')}
            options={RESOURCE_TYPES.map((type) => ({
              value: type,
              label: t(`settings.resourceTypes.${type}`),
            }))}
          />
          <TextField name={`${base}.url`} label={f('url')} hint={f('urlHint')} mono placeholder="https://" />
          <TextField
            name={`${base}.qrCodeUrl`}
            label={f('qrCodeUrl')}
            hint={f('qrCodeUrlHint')}
            mono
            nullable
          />
          <LocalizedField name={`${base}.label`} label={f('label')} />
        </>
      )}
    </EntryList>
  );
}

export function DomainRoutesForm() {
  const { t } = useTranslation();
  const f = (key: string) => t(`settings.fields.domainRoutes.${key}`);
  return (
    <EntryList
      name="value"
      title={f('entries')}
      itemLabel={f('entry')}
      hint={f('entriesHint')}
      compact
      newEntry={() => ({ domain: '', speed: 0 })}
    >
      {(base) => (
        <>
          <TextField name={`${base}.domain`} label={f('domain')} mono placeholder="api.example.com" />
          <NumberField name={`${base}.speed`} label={f('speed')} min={0} hint={f('speedHint')} />
        </>
      )}
    </EntryList>
  );
}

export function CdnForm() {
  const { t } = useTranslation();
  const f = (key: string) => t(`settings.fields.cdn.${key}`);
  return (
    <>
      <StringListField
        name="value.imageCDNs"
        label={f('imageCDNs')}
        itemLabel={f('address')}
        hint={f('hint')}
        placeholder="https://img.example.com"
      />
      <StringListField
        name="value.launchGameCDNs"
        label={f('launchGameCDNs')}
        itemLabel={f('address')}
        hint={f('hint')}
        placeholder="https://games.example.com"
      />
    </>
  );
}

export function MoneyForm() {
  const { t } = useTranslation();
  const f = (key: string) => t(`settings.fields.money.${key}`);
  return (
    <>
      <p className="muted">{t('settings.hint.money')}</p>
      <Group title={t('settings.groups.wallets')}>
        <SwitchField name="value.singleWallet" label={f('singleWallet')} hint={f('singleWalletHint')} />
        <div className="form-grid">
          <MoneyField name="value.trialBalance" label={f('trialBalance')} />
          <MoneyField name="value.adjustmentSecondApprovalAbove" label={f('adjustmentSecondApprovalAbove')} />
        </div>
      </Group>
      <EntryList
        name="value.vendorWallets"
        title={f('vendorWallets')}
        itemLabel={f('vendorWallet')}
        hint={f('vendorWalletsHint')}
        newEntry={() => ({ code: '', name: { EN: '' } })}
      >
        {(base) => (
          <>
            <TextField
              name={`${base}.code`}
              label={f('walletCode')}
              hint={f('walletCodeHint')}
              upperCase
              mono
            />
            <LocalizedField name={`${base}.name`} label={f('walletName')} />
          </>
        )}
      </EntryList>
      <Group title={t('settings.groups.withdrawal')}>
        <SwitchField name="value.withdrawal.enabled" label={f('withdrawalEnabled')} />
        <div className="form-grid">
          <MoneyField name="value.withdrawal.minAmount" label={f('minAmount')} />
          <MoneyField name="value.withdrawal.maxAmount" label={f('maxAmount')} />
          <NumberField name="value.withdrawal.dailyCount" label={f('dailyCount')} min={0} max={100} />
          <MoneyField name="value.withdrawal.dailyMaxAmount" label={f('dailyMaxAmount')} />
          <NumberField
            name="value.withdrawal.freePerDay"
            label={f('freePerDay')}
            min={0}
            max={100}
            hint={f('freePerDayHint')}
          />
          <NumberField
            name="value.withdrawal.chargeBasisPoints"
            label={f('chargeBasisPoints')}
            min={0}
            max={5000}
            hint={f('chargeBasisPointsHint')}
          />
          <MoneyField name="value.withdrawal.chargeFixed" label={f('chargeFixed')} />
          <MoneyField
            name="value.withdrawal.secondApprovalAbove"
            label={f('secondApprovalAbove')}
            hint={f('secondApprovalAboveHint')}
          />
          <NumberField
            name="value.withdrawal.turnoverMultiple"
            label={f('turnoverMultiple')}
            min={0}
            max={100}
            step={0.01}
            hint={f('turnoverMultipleHint')}
          />
        </div>
      </Group>
      <Group title={t('settings.groups.transfer')}>
        <SwitchField name="value.transfer.uplineEnabled" label={f('uplineEnabled')} />
        <SwitchField name="value.transfer.downlineEnabled" label={f('downlineEnabled')} />
        <div className="form-grid">
          <MoneyField name="value.transfer.minAmount" label={f('minAmount')} />
          <MoneyField name="value.transfer.maxAmount" label={f('maxAmount')} />
        </div>
      </Group>
    </>
  );
}
