import { describe, expect, it } from 'vitest';
import { siteImageUrl } from './media';

describe('siteImageUrl', () => {
  it('serves a Cloud Storage download URL from the site, path and token kept', () => {
    expect(
      siteImageUrl(
        'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/projects%2Fp1%2Fmain.webp?alt=media&token=abc-1',
      ),
    ).toBe('/media/v0/b/demo.appspot.com/o/projects%2Fp1%2Fmain.webp?alt=media&token=abc-1');
    expect(
      siteImageUrl('http://127.0.0.1:9199/v0/b/demo.appspot.com/o/users%2Fu%2Fa.webp?alt=media&token=t'),
    ).toBe('/media/v0/b/demo.appspot.com/o/users%2Fu%2Fa.webp?alt=media&token=t');
  });

  it('leaves any other URL as it is: other hosts, a Storage URL without its token, site paths', () => {
    for (const url of [
      'https://i.ytimg.com/vi/abc/hqdefault.jpg',
      'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/projects%2Fp1%2Fmain.webp?alt=media',
      '/images/default-avatar.svg',
      '',
    ]) {
      expect(siteImageUrl(url)).toBe(url);
    }
  });
});
