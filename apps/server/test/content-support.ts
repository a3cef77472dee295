import type { routes } from '@wps/contracts';
import type { RouteBody } from './harness.js';

type AnnouncementBody = RouteBody<typeof routes.announcementCreate>;

/** An operator's player notice (type PL), with no window unless given: the tests' and benches' base. */
export function announcementInput(overrides: Partial<AnnouncementBody> = {}): AnnouncementBody {
  return {
    type: 'PL',
    title: { EN: 'Notice' },
    content: { EN: '<p>Notice</p>' },
    imageUrl: null,
    groupName: null,
    linkageType: 'NONE',
    linkage: null,
    execution: null,
    promotionType: null,
    sortOrder: 0,
    enabled: true,
    startsAt: null,
    endsAt: null,
    ...overrides,
  };
}
