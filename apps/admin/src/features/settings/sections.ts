import { LANGUAGES, type ModuleSwitches, type SettingsSection } from '@wps/contracts';
import { withDefaults } from './moduleTree';

/** The section menu's order: the site first, then features, money, member service and delivery. */
export const SECTION_ORDER: SettingsSection[] = [
  'profile',
  'flags',
  'currency',
  'maintenance',
  'modules',
  'registerRules',
  'money',
  'customerService',
  'resources',
  'regionRestriction',
  'domainRoutes',
  'cdn',
];

/** A stored section value as the form starts from it (modules: every switch of the tree present). */
export function toFormValue(section: SettingsSection, value: unknown): unknown {
  const copy: unknown = structuredClone(value);
  if (section === 'modules') return withDefaults((copy ?? {}) as ModuleSwitches);
  return copy;
}

function blankLocalized(text: unknown): boolean {
  if (!text || typeof text !== 'object') return true;
  return LANGUAGES.every((language) => {
    const entry = (text as Record<string, unknown>)[language];
    return entry === undefined || entry === null || entry === '';
  });
}

/** A checked form value as it is sent: a maintenance message left empty in every language is no message. */
export function toPayload(section: SettingsSection, value: unknown): unknown {
  if (section === 'maintenance' && value && typeof value === 'object') {
    const { message, ...rest } = value as { message?: unknown };
    return blankLocalized(message) ? rest : value;
  }
  return value;
}
