import { z } from 'zod';
import {
  announcementInputSchema,
  announcementRecordSchema,
  ANNOUNCEMENT_TYPES,
  helpArticleInputSchema,
  helpArticleRecordSchema,
} from './content.js';
import { route } from './route.js';

/*
 * The operator's content calls: announcements (notices, banners, pop-ups, marquee) and help centre
 * articles of a merchant, in every language. The member site's reads are in routes.ts.
 */

const emptyValue = z.null();
const merchantParams = z.object({ merchantCode: z.string().regex(/^[a-z0-9]{2,20}$/) });
const idParams = merchantParams.extend({ id: z.coerce.number().int().positive() });

export const contentRoutes = {
  announcementList: route({
    id: 'announcementList',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/announcements',
    summary: 'All announcements of a merchant, in every language',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: merchantParams,
    query: z.object({ type: z.enum(ANNOUNCEMENT_TYPES).optional() }),
    value: z.array(announcementRecordSchema),
  }),
  announcementCreate: route({
    id: 'announcementCreate',
    method: 'POST',
    path: '/wps/admin/merchants/:merchantCode/announcements',
    summary: 'Create an announcement',
    module: null,
    auth: 'operator',
    minRole: 'editor',
    open: true,
    params: merchantParams,
    body: announcementInputSchema,
    value: announcementRecordSchema,
  }),
  announcementUpdate: route({
    id: 'announcementUpdate',
    method: 'PUT',
    path: '/wps/admin/merchants/:merchantCode/announcements/:id',
    summary: 'Replace an announcement',
    module: null,
    auth: 'operator',
    minRole: 'editor',
    open: true,
    params: idParams,
    body: announcementInputSchema,
    value: announcementRecordSchema,
  }),
  announcementDelete: route({
    id: 'announcementDelete',
    method: 'DELETE',
    path: '/wps/admin/merchants/:merchantCode/announcements/:id',
    summary: 'Delete an announcement',
    module: null,
    auth: 'operator',
    minRole: 'editor',
    open: true,
    params: idParams,
    value: emptyValue,
  }),
  helpList: route({
    id: 'helpList',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/help',
    summary: 'Help centre articles in every language',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: merchantParams,
    value: z.array(helpArticleRecordSchema),
  }),
  helpCreate: route({
    id: 'helpCreate',
    method: 'POST',
    path: '/wps/admin/merchants/:merchantCode/help',
    summary: 'Create a help article',
    module: null,
    auth: 'operator',
    minRole: 'editor',
    open: true,
    params: merchantParams,
    body: helpArticleInputSchema,
    value: helpArticleRecordSchema,
  }),
  helpUpdate: route({
    id: 'helpUpdate',
    method: 'PUT',
    path: '/wps/admin/merchants/:merchantCode/help/:id',
    summary: 'Replace a help article',
    module: null,
    auth: 'operator',
    minRole: 'editor',
    open: true,
    params: idParams,
    body: helpArticleInputSchema,
    value: helpArticleRecordSchema,
  }),
  helpDelete: route({
    id: 'helpDelete',
    method: 'DELETE',
    path: '/wps/admin/merchants/:merchantCode/help/:id',
    summary: 'Delete a help article',
    module: null,
    auth: 'operator',
    minRole: 'editor',
    open: true,
    params: idParams,
    value: emptyValue,
  }),
} as const;
