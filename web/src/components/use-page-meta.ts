import { useEffect } from 'react';
import { documentTitle, type PageMetaContent } from '../config/page-meta';

/** Sets the document title and the meta description of the page that calls it. */
export function usePageMeta({ title, description }: PageMetaContent): void {
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
