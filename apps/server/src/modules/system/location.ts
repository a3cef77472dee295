import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';
import type { RegionRestriction } from '@wps/contracts';
import { type VisitorLocation } from '../../platform/context.js';

const require = createRequire(import.meta.url);
const geoip = require('geoip-country') as { lookup(ip: string): { country: string } | null };

function normalise(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(ip)) return null;
  const parsed = ipaddr.parse(ip);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/** Country of an address from the GeoIP database shipped in the geoip-country package (null when unknown). */
export function locate(ip: string): VisitorLocation {
  const address = normalise(ip);
  const text = address?.toString() ?? ip;
  const countryCode = address ? (geoip.lookup(text)?.country ?? null) : null;
  return { ip: text, countryCode };
}

function inRanges(address: ipaddr.IPv4 | ipaddr.IPv6, ranges: string[]): boolean {
  for (const range of ranges) {
    try {
      const [network, bits] = range.includes('/') ? ipaddr.parseCIDR(range) : [ipaddr.parse(range), null];
      const target = normalise(network.toString());
      if (!target || target.kind() !== address.kind()) continue;
      const prefix = bits ?? (target.kind() === 'ipv4' ? 32 : 128);
      if (address.match(target, prefix)) return true;
    } catch {
      // a malformed range cannot be stored (the settings schema checks it); skip defensively
    }
  }
  return false;
}

/** Allowed ranges win; then blocked ranges; then blocked countries. */
export function isRestricted(rules: RegionRestriction, location: VisitorLocation): boolean {
  const address = normalise(location.ip);
  if (address && inRanges(address, rules.allowedIpRanges)) return false;
  if (address && inRanges(address, rules.blockedIpRanges)) return true;
  return location.countryCode !== null && rules.blockedCountries.includes(location.countryCode);
}
