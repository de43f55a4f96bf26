import '@testing-library/jest-dom/vitest';
import { DEFAULT_SITE_CONTENT } from '@portfolio/common';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { SITE_CONTENT_ELEMENT_ID } from './lib/page-data';

// Components rendered alone show the page's site content, as the server puts it into every page.
if (typeof document !== 'undefined') {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SITE_CONTENT_ELEMENT_ID;
  element.textContent = JSON.stringify(DEFAULT_SITE_CONTENT);
  document.head.append(element);
}

afterEach(cleanup);
