import { describe, expect, it } from 'vitest';
import { describeDevice } from './device';

describe('the device a sign-in is recorded from', () => {
  it.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { deviceType: 'unknown', browser: 'Chrome 131.0.0.0', os: 'Windows 10' },
    ],
    [
      'Safari on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { deviceType: 'unknown', browser: 'Safari 17.5', os: 'Mac OS 14.5' },
    ],
    [
      'Firefox on Linux, which names no OS version',
      'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      { deviceType: 'unknown', browser: 'Firefox 140.0', os: 'Linux' },
    ],
    [
      'Chrome on an Android phone',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { deviceType: 'mobile', browser: 'Chrome 131.0.0.0', os: 'Android 14' },
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { deviceType: 'mobile', browser: 'Mobile Safari 17.5', os: 'iOS 17.5' },
    ],
    [
      'Safari on an iPad',
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      { deviceType: 'tablet', browser: 'Mobile Safari 17.0', os: 'iOS 17.0' },
    ],
    ['a script', 'curl/8.5.0', { deviceType: 'unknown', browser: 'Unknown', os: 'Unknown' }],
  ])('%s', (_name, userAgent, expected) => {
    expect(describeDevice(userAgent)).toEqual(expected);
  });
});
