import { useEffect } from 'react';
import { documentTitle } from '../config/page-meta';

/** Sets the page's title (followed by the owner's name) and meta description for the current route. */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
