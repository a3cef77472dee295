import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from './platform/logger.js';
import { inlineScriptHashes, pagePolicy } from './platform/http/security-headers.js';
import type { Services } from './services.js';

const HOME_PATHS = new Set(['/', '/index']);

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Serves the member site's index.html for every page route. On the home page it names the first
 * home banner in a preload hint, so the browser fetches the largest image while the scripts load
 * instead of after two API calls. Any failure (unknown host, database away) serves the plain page.
 */
export function createIndexHtml(
  webDist: string,
  services: Services,
  logger: Logger,
  gameFrames: () => string[],
) {
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const scriptHashes = inlineScriptHashes(template);

  /** The page's CSP: the site, its merchant's CDNs and the vendors' game origins (settings cached). */
  async function policyFor(host: string | null): Promise<string> {
    const frames = gameFrames();
    let cdn = { imageCDNs: [] as string[], launchGameCDNs: [] as string[] };
    try {
      const site = await services.merchants.resolveSite(null, host ? host.replace(/:\d+$/, '') : null);
      cdn = site.settings.cdn;
    } catch {
      // An unknown host still gets the page (it shows the error screen) under the site-only policy.
    }
    return pagePolicy({
      scriptHashes,
      imageUrls: [...cdn.imageCDNs, ...frames],
      frameUrls: [...cdn.launchGameCDNs, ...frames],
    });
  }

  async function homeBannerUrl(host: string | null): Promise<string | null> {
    const site = await services.merchants.resolveSite(null, host ? host.replace(/:\d+$/, '') : null);
    const list = await services.content.publicAnnouncements(site.merchantId, {
      types: ['B'],
      execution: 'B',
      language: site.settings.flags.defaultLanguage,
      imageCDNs: site.settings.cdn.imageCDNs,
    });
    return list.banners.find((banner) => banner.groupName === 'w_home')?.url ?? null;
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    reply.header('content-security-policy', await policyFor(request.host ?? null));
    const pathname = request.url.split('?')[0]!;
    if (!HOME_PATHS.has(pathname)) return reply.send(template);
    try {
      const banner = await homeBannerUrl(request.host ?? null);
      if (!banner) return reply.send(template);
      const hint = `<link rel="preload" as="image" href="${escapeAttribute(banner)}" fetchpriority="high" />`;
      return reply.send(template.replace('</head>', `    ${hint}\n  </head>`));
    } catch (error) {
      logger.debug({ err: error }, 'home banner preload skipped');
      return reply.send(template);
    }
  };
}
