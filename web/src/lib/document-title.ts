import { createContext, useContext, useEffect } from 'react';
import { documentTitle } from '@/config/page-meta';
import { useSiteContent } from './site-content';

/** Where the server notes the title and description the rendered page asks for (it runs no effects). */
export interface DocumentHeadRecorder {
  record(title: string, description?: string): void;
}

export const DocumentHeadContext = createContext<DocumentHeadRecorder | null>(null);

/** Sets the page's title (followed by the owner's name) and meta description for the current route. */
export function useDocumentTitle(title: string, description?: string): void {
  const owner = useSiteContent();
  const fullTitle = documentTitle(title, owner);
  useContext(DocumentHeadContext)?.record(fullTitle, description);
  useEffect(() => {
    document.title = fullTitle;
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [fullTitle, description]);
}
