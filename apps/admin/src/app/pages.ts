import { controlPages } from '../features/control/pages';
import type { AdminPage } from '../shared/pageTypes';

/** Every back-office page, feature by feature (see pageTypes.ts). */
export const PAGES: AdminPage[] = [...controlPages];
