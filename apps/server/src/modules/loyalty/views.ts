import { pickLocalized, type Language, type Localized } from '@wps/contracts';

export const textOf = (value: unknown, language: Language) => pickLocalized(value as Localized, language);
