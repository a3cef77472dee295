import { z } from 'zod';
import {
  announcementListSchema,
  helpCenterSchema,
  PUBLIC_ANNOUNCEMENT_TYPES,
  POPUP_EXECUTIONS,
} from './content.js';
import { whitelabelNodeSchema } from './modules.js';
import {
  auditEntrySchema,
  auditFilterSchema,
  auditQuerySchema,
  csvDownload,
  operatorCreateSchema,
  operatorIdParamsSchema,
  operatorLoginSchema,
  operatorReasonBodySchema,
  operatorTemporaryPasswordSchema,
  operatorUpdateSchema,
  operatorPasswordChangeSchema,
  operatorRecordSchema,
  operatorSessionSchema,
} from './operator.js';
import {
  affiliateQuerySchema,
  humanChallengeSchema,
  imageCaptchaSchema,
  loginRequestSchema,
  loginValueSchema,
  registerRequestSchema,
} from './identity.js';
import {
  outboxListSchema,
  outboxFilterSchema,
  outboxQuerySchema,
  smsCodeLoginRequestSchema,
  smsCodeRegisterRequestSchema,
  smsCodeValueSchema,
} from './messaging.js';
import { memberInfoSchema, memberSessionParamsSchema, memberSessionSchema } from './member.js';
import { registerSettingsSchema } from './patterns.js';
import { merchantProfileSchema, SETTINGS_SECTION_NAMES } from './settings.js';
import { countryEntrySchema, domainRouteListSchema, publicKeySchema, systemStatusSchema } from './system.js';

export { route, type HttpMethod, type RouteAuth, type RouteDescriptor } from './route.js';
import { route, type RouteDescriptor } from './route.js';
import { accountRoutes } from './account-routes.js';
import { memberAdminRoutes } from './member-admin-routes.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { moneyRoutes } from './money-routes.js';
import { gameRoutes } from './game-routes.js';
import { jobRoutes } from './job-routes.js';
import { partnerRoutes } from './partner-routes.js';
import { contentRoutes } from './content-routes.js';
import { agentRoutes } from './agent-routes.js';
import { lotteryRoutes } from './lottery-routes.js';
import { promotionRoutes } from './promotion-routes.js';
import { raffleRoutes } from './raffle-routes.js';
import { loyaltyRoutes, missionRoutes } from './loyalty-routes.js';

const emptyValue = z.null();
const merchantParams = z.object({ merchantCode: z.string().regex(/^[a-z0-9]{2,20}$/) });
const commaList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(200)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).min(1));

const versioned = <T extends z.ZodType>(value: T) =>
  z.object({ value, version: z.number().int(), updatedAt: z.string().nullable() });

export const routes = {
  systemStatus: route({
    id: 'systemStatus',
    method: 'GET',
    path: '/wps/system/status',
    summary: 'Boot call: maintenance, restriction, visitor location and site info',
    module: null,
    auth: 'anonymous',
    open: true,
    query: z.object({ url: z.string().max(300).optional(), permission: z.string().max(40).optional() }),
    value: systemStatusSchema,
  }),
  whitelabel: route({
    id: 'whitelabel',
    method: 'GET',
    path: '/wps/system/whitelabel',
    summary: 'Module switch tree',
    module: 'COMM3',
    auth: 'anonymous',
    open: true,
    value: z.array(whitelabelNodeSchema),
  }),
  registerSettings: route({
    id: 'registerSettings',
    method: 'GET',
    path: '/wps/system/setting/register',
    summary: 'Registration rules for the username and mobile forms',
    module: 'REG3',
    auth: 'anonymous',
    value: registerSettingsSchema,
  }),
  domainRoute: route({
    id: 'domainRoute',
    method: 'GET',
    path: '/wps/system/domainRoute',
    summary: 'Alternative domains (routers)',
    module: 'COMM3',
    auth: 'anonymous',
    open: true,
    value: domainRouteListSchema,
  }),
  countries: route({
    id: 'countries',
    method: 'GET',
    path: '/wps/system/country',
    summary: 'Country dialing codes',
    module: 'COMM3',
    auth: 'anonymous',
    value: z.array(countryEntrySchema),
  }),
  helpCenter: route({
    id: 'helpCenter',
    method: 'GET',
    path: '/wps/system/helpCenter',
    summary: 'Help centre questions and answers in the request language',
    module: 'COMM3',
    auth: 'anonymous',
    open: true,
    value: helpCenterSchema,
  }),
  announcements: route({
    id: 'announcements',
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    summary: 'Banners, marquee notices, popups and promotion notices',
    module: 'COMM3',
    auth: 'anonymous',
    open: true,
    query: z.object({
      types: commaList(PUBLIC_ANNOUNCEMENT_TYPES).default(['B', 'PL', 'PU', 'PR']),
      platform: z.enum(['W', 'M']).default('W'),
      execution: z.enum(POPUP_EXECUTIONS).default('B'),
    }),
    value: announcementListSchema,
  }),
  rsaKey: route({
    id: 'rsaKey',
    method: 'GET',
    path: '/wps/session/key/rsa',
    summary: 'Public key for encrypted payloads',
    module: null,
    auth: 'anonymous',
    open: true,
    value: publicKeySchema,
  }),

  // Identity: human challenge, image captcha, login, registration
  humanChallenge: route({
    id: 'humanChallenge',
    method: 'GET',
    path: '/wps/captcha/challenge',
    summary: 'A proof-of-work (ALTCHA) challenge to solve before login or registration; valid 5 minutes',
    module: 'GEETEST3',
    auth: 'anonymous',
    rateLimit: { max: 60, perSeconds: 60 },
    value: humanChallengeSchema,
  }),
  imageCaptcha: route({
    id: 'imageCaptcha',
    method: 'GET',
    path: '/wps/captcha',
    summary: 'An image captcha (PNG data URL) with its id; single use, valid 5 minutes',
    module: 'CAPTCHA3',
    auth: 'anonymous',
    rateLimit: { max: 60, perSeconds: 60 },
    value: imageCaptchaSchema,
  }),
  memberLogin: route({
    id: 'memberLogin',
    method: 'POST',
    path: '/wps/session/login',
    summary: 'Member login; after a failure `value.captcha` asks for the image captcha',
    module: 'COMM3',
    auth: 'anonymous',
    encrypted: true,
    body: loginRequestSchema,
    value: loginValueSchema,
  }),
  memberRegister: route({
    id: 'memberRegister',
    method: 'PUT',
    path: '/wps/member/register',
    summary: "Register with a username under the merchant's rules, then signed in",
    module: 'USERNAMEREG3',
    auth: 'anonymous',
    encrypted: true,
    body: registerRequestSchema,
    value: loginValueSchema,
  }),
  affiliateCheck: route({
    id: 'affiliateCheck',
    method: 'GET',
    path: '/wps/agent/affiliate',
    summary: "Checks an invitation (affiliate) code of one of the merchant's agents",
    module: 'AFFMAN3',
    auth: 'anonymous',
    query: affiliateQuerySchema,
    value: emptyValue,
  }),

  // Verification codes by SMS
  smsCodeLogin: route({
    id: 'smsCodeLogin',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    summary:
      'Sends a 6-digit SMS code (valid `expiredMinutes`); at most 1 per 60 s and 5 per hour per number',
    module: 'VERIFICATION3',
    auth: 'anonymous',
    body: smsCodeLoginRequestSchema,
    value: smsCodeValueSchema,
  }),
  smsCodeRegister: route({
    id: 'smsCodeRegister',
    method: 'POST',
    path: '/wps/verification/sms/register',
    summary: 'Sends a 6-digit SMS code for registration; same limits as the login code',
    module: 'REGMOBVERF3',
    auth: 'anonymous',
    body: smsCodeRegisterRequestSchema,
    value: smsCodeValueSchema,
  }),

  // Member session and info
  memberInfo: route({
    id: 'memberInfo',
    method: 'GET',
    path: '/wps/member/info',
    summary: 'The signed-in member',
    module: 'COMM3',
    auth: 'member',
    value: memberInfoSchema,
  }),
  memberLogout: route({
    id: 'memberLogout',
    method: 'DELETE',
    path: '/wps/session/logout',
    summary: 'Log out: ends the current session',
    module: 'COMM3',
    auth: 'member',
    value: emptyValue,
  }),
  memberSessions: route({
    id: 'memberSessions',
    method: 'GET',
    path: '/wps/member/sessions',
    summary: "The member's signed-in sessions; `current` marks the calling one",
    module: 'COMM3',
    auth: 'member',
    realAccountOnly: true,
    value: z.array(memberSessionSchema),
  }),
  memberSessionEnd: route({
    id: 'memberSessionEnd',
    method: 'DELETE',
    path: '/wps/member/sessions/:id',
    summary: "End one of the member's own sessions by its id",
    module: 'COMM3',
    auth: 'member',
    realAccountOnly: true,
    params: memberSessionParamsSchema,
    value: emptyValue,
  }),

  // Operator API
  operatorLogin: route({
    id: 'operatorLogin',
    method: 'POST',
    path: '/wps/admin/session/login',
    summary: 'Operator login',
    module: null,
    auth: 'anonymous',
    open: true,
    body: operatorLoginSchema,
    value: operatorSessionSchema,
  }),
  operatorLogout: route({
    id: 'operatorLogout',
    method: 'DELETE',
    path: '/wps/admin/session/logout',
    summary: 'Operator logout',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    value: emptyValue,
  }),
  operatorMe: route({
    id: 'operatorMe',
    method: 'GET',
    path: '/wps/admin/session/me',
    summary: 'The signed-in operator',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    value: operatorSessionSchema.shape.operator,
  }),
  operatorChangePassword: route({
    id: 'operatorChangePassword',
    method: 'POST',
    path: '/wps/admin/password',
    summary: 'Change the signed-in operator password',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    body: operatorPasswordChangeSchema,
    value: emptyValue,
  }),
  operatorList: route({
    id: 'operatorList',
    method: 'GET',
    path: '/wps/admin/operators',
    summary: 'Operator accounts',
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    value: z.array(operatorRecordSchema),
  }),
  operatorCreate: route({
    id: 'operatorCreate',
    method: 'POST',
    path: '/wps/admin/operators',
    summary: 'Create an operator account',
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    body: operatorCreateSchema,
    value: operatorRecordSchema,
  }),
  operatorUpdate: route({
    id: 'operatorUpdate',
    method: 'PATCH',
    path: '/wps/admin/operators/:id',
    summary:
      "Change another operator's role or switch the account off or on (audited, with a reason); a switched-off operator's sessions end. Refuses the caller's own account and the last active admin",
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    params: operatorIdParamsSchema,
    body: operatorUpdateSchema,
    value: operatorRecordSchema,
  }),
  operatorResetPassword: route({
    id: 'operatorResetPassword',
    method: 'POST',
    path: '/wps/admin/operators/:id/password-reset',
    summary:
      'Set a temporary password another operator must change at the next sign-in; ends their sessions (audited, with a reason)',
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    params: operatorIdParamsSchema,
    body: operatorReasonBodySchema,
    value: operatorTemporaryPasswordSchema,
  }),
  merchantList: route({
    id: 'merchantList',
    method: 'GET',
    path: '/wps/admin/merchants',
    summary: 'Merchants (white labels)',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    value: z.array(z.object({ code: z.string(), name: z.string(), domains: z.array(z.string()) })),
  }),
  merchantCreate: route({
    id: 'merchantCreate',
    method: 'POST',
    path: '/wps/admin/merchants',
    summary: 'Create a merchant with default settings',
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    body: z.object({ code: merchantParams.shape.merchantCode, profile: merchantProfileSchema }),
    value: z.object({ code: z.string(), name: z.string(), domains: z.array(z.string()) }),
  }),
  settingsGet: route({
    id: 'settingsGet',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/settings',
    summary: 'Every settings section of a merchant with its version',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: merchantParams,
    value: z.record(z.enum(SETTINGS_SECTION_NAMES), versioned(z.unknown())),
  }),
  settingsPut: route({
    id: 'settingsPut',
    method: 'PUT',
    path: '/wps/admin/merchants/:merchantCode/settings/:section',
    summary: 'Replace one settings section (optimistic: send the version you read)',
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    params: merchantParams.extend({ section: z.enum(SETTINGS_SECTION_NAMES) }),
    body: z.object({ value: z.unknown(), version: z.number().int().min(0) }),
    value: versioned(z.unknown()),
  }),
  outboxList: route({
    id: 'outboxList',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/outbox',
    summary: 'Messages kept by the development outbox (no SMS gateway or SMTP configured), newest first',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: merchantParams,
    query: outboxQuerySchema,
    value: outboxListSchema,
  }),
  outboxExport: route({
    id: 'outboxExport',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/outbox/export',
    summary:
      'The outbox messages the filter matches as CSV (UTF-8), newest first, at most 50,000 rows (X-Export-Truncated: true when more matched)',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    download: csvDownload('outbox.csv'),
    params: merchantParams,
    query: outboxFilterSchema,
    value: z.string(),
  }),
  auditList: route({
    id: 'auditList',
    method: 'GET',
    path: '/wps/admin/audit',
    summary: 'Append-only audit log, newest first',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    query: auditQuerySchema,
    value: z.object({
      list: z.array(auditEntrySchema),
      pageNum: z.number().int(),
      totalPages: z.number().int(),
    }),
  }),
  auditExport: route({
    id: 'auditExport',
    method: 'GET',
    path: '/wps/admin/audit/export',
    summary:
      'The audit entries the filters match as CSV (UTF-8), newest first, at most 50,000 rows (X-Export-Truncated: true when more matched)',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    download: csvDownload('audit.csv'),
    query: auditFilterSchema,
    value: z.string(),
  }),
  ...accountRoutes,
  ...memberAdminRoutes,
  ...dashboardRoutes,
  ...moneyRoutes,
  ...gameRoutes,
  ...jobRoutes,
  ...partnerRoutes,
  ...contentRoutes,
  ...agentRoutes,
  ...lotteryRoutes,
  ...promotionRoutes,
  ...raffleRoutes,
  ...loyaltyRoutes,
  ...missionRoutes,
} as const;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
export type ValueOf<R extends RouteDescriptor> = z.output<R['value']>;
export type QueryOf<R extends RouteDescriptor> = R['query'] extends z.ZodType
  ? z.input<R['query']>
  : undefined;
export type BodyOf<R extends RouteDescriptor> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
export type ParamsOf<R extends RouteDescriptor> = R['params'] extends z.ZodType
  ? z.input<R['params']>
  : undefined;

/** Fills `:name` segments of a route path. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
