import type { PageLanguages } from '@portfolio/common';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLanguagesContext, usePageLanguages } from './site-languages';

function CurrentLanguage() {
  return <>{usePageLanguages()?.current ?? 'one language'}</>;
}

const BENGALI: PageLanguages = {
  current: 'bn',
  default: 'en',
  languages: [
    { code: 'en', name: 'English' },
    { code: 'bn', name: 'বাংলা' },
  ],
};

describe('the page’s languages', () => {
  it('are the render’s own: a page rendered after one with languages, without any, has none', () => {
    const withLanguages = renderToString(
      <PageLanguagesContext.Provider value={BENGALI}>
        <CurrentLanguage />
      </PageLanguagesContext.Provider>,
    );
    expect(withLanguages).toBe('bn');
    expect(renderToString(<CurrentLanguage />)).toBe('one language');
  });
});
