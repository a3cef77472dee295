import { pickLocalized, toWhitelabelTree, type Language, type SystemStatus } from '@wps/contracts';
import { type SiteContext, type VisitorLocation } from '../../platform/context.js';

/** The boot value: status code, maintenance, restriction, location and the public site info. */
export function systemStatusOf(
  site: SiteContext,
  location: VisitorLocation,
  restricted: boolean,
  language: Language,
): SystemStatus {
  const { settings } = site;
  const maintenance = settings.maintenance.enabled;
  return {
    status: maintenance ? 1 : restricted ? 2 : 0,
    maintenance,
    maintenanceInfo: {
      message: settings.maintenance.message ? pickLocalized(settings.maintenance.message, language) : null,
      until: settings.maintenance.until,
    },
    regionRestriction: restricted,
    location,
    info: {
      merchantCode: site.merchantCode,
      whitelabel: toWhitelabelTree(settings.modules),
      register: settings.registerRules,
      customerService: settings.customerService,
      resources: settings.resources.map((resource) => ({
        resourceType: resource.resourceType,
        url: resource.url,
        qrCodeUrl: resource.qrCodeUrl ?? resource.url,
        labelName: pickLocalized(resource.label, language),
        labelNameEn: resource.label.EN,
      })),
      domainRoute: settings.domainRoutes,
      imageCDNs: settings.cdn.imageCDNs,
      launchGameCDNs: settings.cdn.launchGameCDNs,
      mainDomain: settings.profile.mainDomain,
      analytics: { gtagId: settings.profile.analyticsId },
      site: {
        name: settings.profile.name,
        loginedToHomePage: settings.flags.loginedToHomePage,
        passwordExpiryDays: settings.flags.passwordExpiryDays,
        rememberMeDays: settings.flags.rememberMeDays,
        languages: settings.flags.languages,
        defaultLanguage: settings.flags.defaultLanguage,
        vipServiceMinRank: settings.flags.vipServiceMinRank,
        withdrawalAutoReceiveMinutes: settings.flags.withdrawalAutoReceiveMinutes,
      },
      currency: settings.currency,
    },
  };
}
