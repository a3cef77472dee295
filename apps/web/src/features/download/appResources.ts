import type { PublicResource } from '@wps/contracts';

/** App downloads shown with QR codes, in this order. */
export const APP_RESOURCE_TYPES = ['IOS', 'MOBILECONFIG', 'ANDROID'] as const;
export type AppResourceType = (typeof APP_RESOURCE_TYPES)[number];

export const APP_LABEL_KEYS: Record<AppResourceType, string> = {
  IOS: 'download.ios',
  MOBILECONFIG: 'download.mobileconfig',
  ANDROID: 'download.android',
};

export function appResources(resources: readonly PublicResource[]) {
  return APP_RESOURCE_TYPES.flatMap((type) => {
    const resource = resources.find((entry) => entry.resourceType === type);
    return resource ? [{ type, resource, qrText: resource.qrCodeUrl || resource.url }] : [];
  });
}
