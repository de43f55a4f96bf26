import { createContext, useContext, useEffect } from 'react';
import { documentTitle } from '../config/page-meta';

/** The server's record of the title and description the rendered page asked for (it runs no effects). */
export interface DocumentHead {
  title?: string;
  description?: string;
}

export const DocumentHeadContext = createContext<DocumentHead | null>(null);

/** Sets the page's title (followed by the owner's name) and meta description for the current route. */
export function useDocumentTitle(title: string, description?: string): void {
  const serverHead = useContext(DocumentHeadContext);
  if (serverHead) {
    serverHead.title = documentTitle(title);
    if (description) serverHead.description = description;
  }
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
