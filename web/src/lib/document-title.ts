import { useEffect } from 'react';

const SITE_NAME = 'Portfolio';

/** Sets the page's title and meta description for the current route. */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
