import { describe, expect, it } from 'vitest';
import { fillRoot, withJsonInFile } from './page-template';
import { DEFAULT_SITE_CONTENT } from '@portfolio/common';

const TEMPLATE = '<html><body><div id="root"></div></body></html>';

describe('withJsonInFile', () => {
  it('moves both JSON elements into one file the root names, and keeps the markup', () => {
    const page = fillRoot(TEMPLATE, '<h1>Hi</h1>', DEFAULT_SITE_CONTENT, { '/api/x': { data: '</script>' } });
    const { html, json } = withJsonInFile(page, () => '/files/page-data/abc.json');
    expect(html).toBe(
      '<html><body><div id="root" data-json-src="/files/page-data/abc.json"><h1>Hi</h1></div></body></html>',
    );
    const values = JSON.parse(json ?? '') as Record<string, unknown>;
    expect(values['site-content']).toEqual(DEFAULT_SITE_CONTENT);
    expect(values['page-data']).toEqual({ '/api/x': { data: '</script>' } });
  });

  it('names the file after what it holds, and leaves a page without JSON as it is', () => {
    const page = fillRoot(TEMPLATE, '', DEFAULT_SITE_CONTENT);
    const named: string[] = [];
    const { json } = withJsonInFile(page, (text) => {
      named.push(text);
      return '/f.json';
    });
    expect(named).toEqual([json]);
    expect(withJsonInFile(TEMPLATE, () => '/f.json')).toEqual({ html: TEMPLATE });
  });
});
