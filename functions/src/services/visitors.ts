import { DIRECT_REFERRER, type DeviceClass } from '@portfolio/common';
import { createHmac } from 'node:crypto';
import UAParser from 'ua-parser-js';

/**
 * Clients that are not a person reading but that ua-parser-js names a browser for (it lists browsers, not bots): any
 * client that names itself a bot, crawler, spider or preview, headless and automated browsers, site checkers. A
 * client it names no browser for (a link-preview fetcher, a script) is not counted either.
 */
const AUTOMATED =
  /headless|bot\b|bot\/|crawl|spider|slurp|preview|lighthouse|pagespeed|pingdom|uptime|monitor|phantom|puppeteer|playwright|selenium|webdriver|prerender|scrap/i;

/**
 * The device class a view is counted in, or undefined when the client is not a person's browser (a bot, a crawler,
 * a link-preview fetcher, a headless browser, a script, or one that does not say what it is).
 */
export function deviceClassOf(userAgent: string | undefined): DeviceClass | undefined {
  if (!userAgent || AUTOMATED.test(userAgent)) return undefined;
  const result = new UAParser(userAgent).getResult();
  if (!result.browser.name) return undefined;
  switch (result.device.type) {
    case 'mobile':
      return 'phone';
    case 'tablet':
      return 'tablet';
    case undefined:
      return 'desktop';
    default:
      // A television, a console, a watch, a car, an embedded device: not the devices a page is designed for.
      return undefined;
  }
}

/** Whether the browser asks not to be tracked: Global Privacy Control, or the older Do Not Track. */
export function asksNotToBeCounted(header: (name: string) => string | undefined): boolean {
  return header('sec-gpc')?.trim() === '1' || header('dnt')?.trim() === '1';
}

// A host name: labels of letters, digits and hyphens (RFC 1123), at most 253 characters in all.
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

// A top-level domain as delegated: letters, or an internationalised one in its ASCII form (so no IP address).
const PUBLIC_TOP_LEVEL_DOMAIN = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/**
 * Names that are never a public site's: the special-use names of RFC 6761 (`example`, `invalid`, `localhost`,
 * `test`) and RFC 2606's `example.com/.net/.org`, `local` (mDNS, RFC 6762), `internal` (ICANN's private use),
 * `onion` (RFC 7686), `arpa` (infrastructure, `home.arpa` for homes, RFC 8375).
 */
const RESERVED_TOP_LEVEL_DOMAINS = new Set([
  'example',
  'invalid',
  'localhost',
  'test',
  'local',
  'internal',
  'onion',
  'arpa',
]);
const RESERVED_DOMAINS = new Set(['example.com', 'example.net', 'example.org']);

/** Whether a host name (already checked to be one) can be a public site's: two labels or more, none reserved. */
export function isPublicHostName(host: string): boolean {
  const labels = host.split('.');
  const topLevel = labels.at(-1) ?? '';
  return (
    labels.length >= 2 &&
    PUBLIC_TOP_LEVEL_DOMAIN.test(topLevel) &&
    !RESERVED_TOP_LEVEL_DOMAINS.has(topLevel) &&
    !RESERVED_DOMAINS.has(labels.slice(-2).join('.'))
  );
}

/**
 * Where a visitor arrived from, as counted: the referring host in lower case, without `www.`; `direct` for none or
 * anything that is not a public site's host name (a single label such as `constructor`, an IP address, a reserved
 * name), which no link of the open web comes from. Undefined for the site's own host: a view after one on the site
 * is no arrival (locally the site is an IP address).
 */
export function referrerHostOf(referrer: unknown, siteHost: string | undefined): string | undefined {
  if (typeof referrer !== 'string') return DIRECT_REFERRER;
  const host = referrer
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  if (siteHost && host === siteHost.toLowerCase().replace(/^www\./, '')) return undefined;
  return HOST_NAME.test(host) && isPublicHostName(host) ? host : DIRECT_REFERRER;
}

/**
 * A visitor of one page on one day, as the count knows them: a keyed hash (HMAC-SHA-256) of their network, user
 * agent and the page under the day's secret salt, as cookie-less analytics do. It tells a view seen again today from
 * a new one, and nothing else: the salt changes daily and is deleted after its day, so the hash cannot be tied back
 * to an address, not even by trying every address, and no two days' hashes of a visitor match.
 */
export function visitorKey(
  salt: Buffer,
  visitor: { network: string; userAgent: string },
  path: string,
): string {
  return createHmac('sha256', salt)
    .update([visitor.network, visitor.userAgent, path].join('\0'))
    .digest('hex');
}
