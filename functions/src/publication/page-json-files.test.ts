import { describe, expect, it } from 'vitest';
import { withJsonInFiles } from './page-json-files';

/** A renderer that moves a page's whole body into the file, as the web's moves its JSON. */
const renderer = {
  withJsonInFile(page: string, fileOf: (json: string) => string) {
    const json = '{"site-content":{}}';
    return { html: `${page}<a href="${fileOf(json)}">`, json };
  },
};

describe('withJsonInFiles', () => {
  it('publishes the JSON as a file named after its content, under /files/page-data/', () => {
    const files = new Map<string, Buffer>();
    const html = withJsonInFiles(renderer, '<p>', files);
    const [file, bytes] = [...files][0] ?? [];
    expect(file).toMatch(/^\/files\/page-data\/[\w-]{16}\.json$/);
    expect(html).toBe(`<p><a href="${file}">`);
    expect(bytes?.toString()).toBe('{"site-content":{}}');
    // The same content, the same file: pages that share their JSON share one file.
    withJsonInFiles(renderer, '<q>', files);
    expect(files.size).toBe(1);
  });

  it('adds no file for a page without JSON', () => {
    const files = new Map<string, Buffer>();
    expect(withJsonInFiles({ withJsonInFile: (html) => ({ html }) }, '<p>', files)).toBe('<p>');
    expect(files.size).toBe(0);
  });
});
