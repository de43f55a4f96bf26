import { describe, expect, it } from 'vitest';
import { storagePathsNamedIn } from './post-media-refs';

describe('storagePathsNamedIn', () => {
  it('finds the files a Markdown names, in each URL form, decoded and once each', () => {
    const site = '/media/v0/b/demo.appspot.com/o/posts%2Fone%2Fa.webp?alt=media&token=t';
    const storage =
      'https://firebasestorage.googleapis.com/v0/b/demo/o/posts%2Ftwo%2Fb.webp?alt=media&token=u';
    const text = `![A](${site}) and ![A again](${site})\n\n<${storage}>\n\n[c](/files/posts/three/c.webp)`;
    expect(storagePathsNamedIn(text).sort()).toEqual([
      'posts/one/a.webp',
      'posts/three/c.webp',
      'posts/two/b.webp',
    ]);
  });

  it('names nothing for text without such a URL, and skips a malformed escape', () => {
    expect(storagePathsNamedIn('posts/one/a.webp and /media/other')).toEqual([]);
    expect(storagePathsNamedIn('/media/v0/b/x/o/posts%E0%A4%A?alt=media')).toEqual([]);
  });
});
