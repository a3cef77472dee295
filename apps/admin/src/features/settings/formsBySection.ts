import type { SettingsSection } from '@wps/contracts';
import type { ComponentType } from 'react';
import { ModuleTreeForm } from './ModuleTreeForm';
import { RegisterRulesForm } from './RegisterRulesForm';
import {
  CdnForm,
  CurrencyForm,
  CustomerServiceForm,
  DomainRoutesForm,
  FlagsForm,
  MaintenanceForm,
  MoneyForm,
  ProfileForm,
  RegionForm,
  ResourcesForm,
} from './sectionForms';

/** The form of each settings section (its fields sit under the form path `value`). */
export const SECTION_FORMS: Record<SettingsSection, ComponentType> = {
  profile: ProfileForm,
  flags: FlagsForm,
  currency: CurrencyForm,
  maintenance: MaintenanceForm,
  modules: ModuleTreeForm,
  registerRules: RegisterRulesForm,
  money: MoneyForm,
  customerService: CustomerServiceForm,
  resources: ResourcesForm,
  regionRestriction: RegionForm,
  domainRoutes: DomainRoutesForm,
  cdn: CdnForm,
};
