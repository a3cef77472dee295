import type { AnnouncementInput, AnnouncementRecord, AnnouncementType } from '@wps/contracts';
import { localizedForm, localizedValue, type LocalizedForm } from '../../shared/localized';

/** Where an announcement stands now: members see it only while it is `live`. */
export type WindowState = 'disabled' | 'scheduled' | 'live' | 'ended';

/**
 * As the server picks what members see: enabled, started (or no start) and not yet ended (or no
 * end); the end itself is outside the window.
 */
export function windowState(
  announcement: Pick<AnnouncementRecord, 'enabled' | 'startsAt' | 'endsAt'>,
  now: Date,
): WindowState {
  if (!announcement.enabled) return 'disabled';
  const time = now.getTime();
  if (announcement.startsAt && Date.parse(announcement.startsAt) > time) return 'scheduled';
  if (announcement.endsAt && Date.parse(announcement.endsAt) <= time) return 'ended';
  return 'live';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a `datetime-local` input shows it, in the browser's time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as an ISO time, null when empty or unreadable. */
export function fromLocalInput(text: string): string | null {
  if (!text.trim()) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Which fields each type uses beyond title, content, image, link, order, window and enabled. */
export const TYPE_FIELDS: Record<
  AnnouncementType,
  { group: boolean; execution: boolean; promotion: boolean }
> = {
  B: { group: true, execution: false, promotion: false },
  PL: { group: false, execution: false, promotion: false },
  PU: { group: false, execution: true, promotion: true },
  PR: { group: false, execution: false, promotion: true },
  H: { group: false, execution: false, promotion: false },
  AG: { group: false, execution: false, promotion: false },
};

/** The announcement form's values: text fields as typed, languages all present. */
export interface AnnouncementFormValues {
  type: AnnouncementType;
  title: LocalizedForm;
  content: LocalizedForm;
  imageUrl: string;
  groupName: string;
  linkageType: AnnouncementInput['linkageType'];
  linkage: string;
  execution: string;
  promotionType: string;
  sortOrder: string;
  enabled: boolean;
  startsAt: string;
  endsAt: string;
}

export function announcementFormValues(record: AnnouncementRecord | null): AnnouncementFormValues {
  return {
    type: record?.type ?? 'PL',
    title: localizedForm(record?.title),
    content: localizedForm(record?.content),
    imageUrl: record?.imageUrl ?? '',
    groupName: record?.groupName ?? '',
    linkageType: record?.linkageType ?? 'NONE',
    linkage: record?.linkage ?? '',
    execution: record?.execution ?? '',
    promotionType: record?.promotionType ?? '',
    sortOrder: String(record?.sortOrder ?? 0),
    enabled: record?.enabled ?? true,
    startsAt: toLocalInput(record?.startsAt),
    endsAt: toLocalInput(record?.endsAt),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The form as `announcementInputSchema` takes it (still to be checked by it). Fields the type does
 * not use are sent as null; no link means no link text.
 */
export function announcementInput(values: AnnouncementFormValues): unknown {
  const uses = TYPE_FIELDS[values.type];
  return {
    type: values.type,
    title: localizedValue(values.title),
    content: localizedValue(values.content),
    imageUrl: orNull(values.imageUrl),
    groupName: uses.group ? orNull(values.groupName) : null,
    linkageType: values.linkageType,
    linkage: values.linkageType === 'NONE' ? null : orNull(values.linkage),
    execution: uses.execution ? orNull(values.execution) : null,
    promotionType: uses.promotion ? orNull(values.promotionType) : null,
    sortOrder: /^\d+$/.test(values.sortOrder.trim()) ? Number(values.sortOrder.trim()) : Number.NaN,
    enabled: values.enabled,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
  };
}
