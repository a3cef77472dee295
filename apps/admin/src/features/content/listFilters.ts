import {
  ANNOUNCEMENT_SORTS,
  ANNOUNCEMENT_STATES,
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  HELP_SORTS,
  LANGUAGES,
  type routes,
} from '@wps/contracts';
import type { z } from 'zod';

/*
 * The content lists' filters as the URL keeps them (shareable, Back restores them), and as the list
 * and export calls take them. A value the URL holds that the call would refuse (edited by hand, an
 * old link) is read as no filter, so the page still shows a list.
 */

/** Rows per page of the content lists. */
export const CONTENT_PAGE_SIZE = 50;

export const ANNOUNCEMENT_URL_KEYS = [
  'type',
  'group',
  'language',
  'state',
  'q',
  'sort',
  'order',
  'page',
] as const;
export const HELP_URL_KEYS = ['category', 'language', 'enabled', 'q', 'sort', 'order', 'page'] as const;

type QueryOf<S> = S extends z.ZodType ? z.input<S> : never;
/** The announcement export's query: the list's filters and sort, no paging. */
export type AnnouncementListFilter = QueryOf<(typeof routes.announcementExport)['query']>;
/** The help export's query: the list's filters and sort, no paging. */
export type HelpListFilter = QueryOf<(typeof routes.helpExport)['query']>;

/** `value` when it is one of `values`, else undefined. */
export function oneOf<T extends string>(values: readonly T[], value: string): T | undefined {
  return (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The page number in the URL: a whole number from 1 (1 when absent or not one). */
export function pageNumber(value: string): number {
  return /^[1-9]\d{0,5}$/.test(value) ? Math.min(Number(value), 100000) : 1;
}

/** The search as the API takes it: trimmed, at most 100 characters, none when empty. */
export function searchText(value: string): string | undefined {
  const text = value.trim().slice(0, 100).trim();
  return text === '' ? undefined : text;
}

export function announcementFilter(
  values: Record<(typeof ANNOUNCEMENT_URL_KEYS)[number], string>,
): Required<Pick<AnnouncementListFilter, 'sort' | 'order'>> & AnnouncementListFilter {
  return {
    type: oneOf(ANNOUNCEMENT_TYPES, values.type),
    groupName: oneOf(BANNER_GROUPS, values.group),
    language: oneOf(LANGUAGES, values.language),
    state: oneOf(ANNOUNCEMENT_STATES, values.state),
    q: searchText(values.q),
    sort: oneOf(ANNOUNCEMENT_SORTS, values.sort) ?? 'sortOrder',
    order: oneOf(['asc', 'desc'] as const, values.order) ?? 'asc',
  };
}

export function helpFilter(
  values: Record<(typeof HELP_URL_KEYS)[number], string>,
): Required<Pick<HelpListFilter, 'sort' | 'order'>> & HelpListFilter {
  return {
    category: /^[a-z0-9-]{1,40}$/.test(values.category) ? values.category : undefined,
    language: oneOf(LANGUAGES, values.language),
    enabled: oneOf(['true', 'false'] as const, values.enabled),
    q: searchText(values.q),
    sort: oneOf(HELP_SORTS, values.sort) ?? 'sortOrder',
    order: oneOf(['asc', 'desc'] as const, values.order) ?? 'asc',
  };
}

/** Whether any filter (not the sort) narrows the list. */
export function isFiltered(filter: Record<string, unknown>): boolean {
  return Object.entries(filter).some(
    ([key, value]) => key !== 'sort' && key !== 'order' && value !== undefined,
  );
}
