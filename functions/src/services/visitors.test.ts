import { describe, expect, it } from 'vitest';
import { asksNotToBeCounted, deviceClassOf, referrerHostOf, visitorKey } from './visitors';

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('the device class of a view', () => {
  it.each([
    ['desktop Chrome', DESKTOP_CHROME, 'desktop'],
    ['desktop Safari', MAC_SAFARI, 'desktop'],
    ['an Android phone', ANDROID_PHONE, 'phone'],
    ['an iPhone', IPHONE, 'phone'],
    ['an iPad', IPAD, 'tablet'],
    ['an Android tablet', ANDROID_TABLET, 'tablet'],
    ['desktop Edge', `${DESKTOP_CHROME} Edg/131.0.0.0`, 'desktop'],
    ['desktop Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'desktop'],
    [
      'Firefox on an Android phone',
      'Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0',
      'phone',
    ],
    [
      'Chrome on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'phone',
    ],
    [
      'Samsung Internet on a phone',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'phone',
    ],
  ])('%s is %s', (_name, userAgent, expected) => {
    expect(deviceClassOf(userAgent)).toBe(expected);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'Bingbot on a phone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 7_0 like Mac OS X) AppleWebKit/537.51.1 (KHTML, like Gecko) Version/7.0 Mobile/11A465 Safari/9537.53 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    ],
    ['Facebook link previews', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Slack link previews', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    [
      'LinkedIn link previews',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    ],
    ['WhatsApp link previews', 'WhatsApp/2.23.20.0'],
    ['Discord link previews', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'],
    ['Telegram link previews', 'TelegramBot (like TwitterBot)'],
    ['X link previews', 'Twitterbot/1.0'],
    // Crawlers whose user agent also names a browser the parser reads (Safari, WebKit, Mobile Safari).
    [
      'Applebot',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    ],
    [
      'GPTBot',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    ],
    [
      'PetalBot on a phone',
      'Mozilla/5.0 (Linux; Android 7.0;) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)',
    ],
    ['Baidu', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    [
      'a television',
      'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
    ],
    [
      'a games console',
      'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15',
    ],
    [
      'headless Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0.0.0 Safari/537.36',
    ],
    ['Lighthouse', `${DESKTOP_CHROME} Chrome-Lighthouse`],
    ['curl', 'curl/8.5.0'],
    ['a Python script', 'python-requests/2.31.0'],
    ['Go', 'Go-http-client/1.1'],
    ['Node', 'node'],
    ['no user agent', undefined],
    ['an empty one', ''],
    ['a made-up one', 'hello'],
  ])('%s is not counted', (_name, userAgent) => {
    expect(deviceClassOf(userAgent)).toBeUndefined();
  });
});

describe('a browser that asks not to be tracked', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];

  it('sends Sec-GPC: 1 or DNT: 1', () => {
    expect(asksNotToBeCounted(headers({ 'sec-gpc': '1' }))).toBe(true);
    expect(asksNotToBeCounted(headers({ dnt: '1' }))).toBe(true);
  });

  it('sends neither, or says it does not mind', () => {
    expect(asksNotToBeCounted(headers({}))).toBe(false);
    expect(asksNotToBeCounted(headers({ dnt: '0' }))).toBe(false);
  });
});

describe('the referring host', () => {
  it('is the host, in lower case, without www.', () => {
    expect(referrerHostOf('www.LinkedIn.com', 'portfolio.example')).toBe('linkedin.com');
    expect(referrerHostOf('github.com', 'portfolio.example')).toBe('github.com');
  });

  it('is a direct visit when it is missing or not a host name', () => {
    for (const referrer of [undefined, '', 42, 'a b', 'x'.repeat(300), 'https://evil.example/<script>']) {
      expect(referrerHostOf(referrer, 'portfolio.example')).toBe('direct');
    }
  });

  it('is a direct visit when the host can be no public site’s: one label, an IP address, a reserved name', () => {
    for (const referrer of [
      'constructor',
      '__proto__',
      'localhost',
      '203.0.113.7',
      '10.0.0.1',
      '[2001:db8::1]',
      'buy-cheap-pills-now.example',
      'shop.example.com',
      'www.example.org',
      'x.test',
      'a.invalid',
      'app.localhost',
      'printer.local',
      'db.internal',
      'hidden.onion',
      'router.home.arpa',
      'host.123',
    ]) {
      expect(referrerHostOf(referrer, 'portfolio.example'), referrer).toBe('direct');
    }
  });

  it('keeps the host of a public site, an internationalised one too', () => {
    for (const host of ['news.ycombinator.com', 'xn--80ak6aa92e.com', 'dev.to', 't.co']) {
      expect(referrerHostOf(host, 'portfolio.example')).toBe(host);
    }
  });

  it('is none for the site itself: a view after another of the site is no arrival', () => {
    expect(referrerHostOf('www.portfolio.example', 'portfolio.example')).toBeUndefined();
    expect(referrerHostOf('Portfolio.example', 'portfolio.example')).toBeUndefined();
  });
});

describe('visitorKey', () => {
  const salt = Buffer.alloc(32, 1);
  const visitor = { network: '198.51.100.23', userAgent: 'Mozilla/5.0 Chrome/131.0.0.0' };

  it('is the same for the same visitor and page on the same day, and holds neither address nor agent', () => {
    const key = visitorKey(salt, visitor, '/about');
    expect(visitorKey(salt, { ...visitor }, '/about')).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs for another page, another browser, another network, or another day’s salt', () => {
    const key = visitorKey(salt, visitor, '/about');
    expect(visitorKey(salt, visitor, '/')).not.toBe(key);
    expect(visitorKey(salt, { ...visitor, userAgent: 'Firefox' }, '/about')).not.toBe(key);
    expect(visitorKey(salt, { ...visitor, network: '2001:db8::/64' }, '/about')).not.toBe(key);
    expect(visitorKey(Buffer.alloc(32, 2), visitor, '/about')).not.toBe(key);
  });
});
