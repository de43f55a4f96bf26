import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/AboutPage-x.js'],
    ['Firefox', 'error loading dynamically imported module: http://127.0.0.1:5000/assets/AboutPage-x.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite’s stylesheet preload', 'Unable to preload CSS for /assets/AboutPage-x.css'],
  ])('recognises a chunk that failed to download (%s)', (_source, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it.each([
    ['another error', new TypeError("Cannot read properties of undefined (reading 'title')")],
    ['a string with the same words', 'Failed to fetch dynamically imported module'],
    ['nothing', undefined],
  ])('leaves %s alone', (_what, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
