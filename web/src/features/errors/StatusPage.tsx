import type { ReactNode } from 'react';
import { Link } from '@/components/links';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/config/paths';

/**
 * The shared look of the status pages (403, 404, the router's error screens): a big code when there is one, a
 * heading, one sentence, any actions of the page's own, and the way home.
 */
export function StatusPage({
  code,
  title,
  body,
  action,
  children,
}: {
  code?: string;
  title: string;
  body: string;
  action: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title, body);
  return (
    <section className="section flex flex-col items-center py-24 text-center">
      {code && (
        <p
          className="mb-4 text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl"
          aria-hidden="true"
        >
          {code}
        </p>
      )}
      <h1 className="page-title">{title}</h1>
      <p className="mt-3 max-w-md text-lg text-slate-600">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {children}
        <Link className={children ? 'btn-secondary' : 'btn-primary'} to={paths.home}>
          {action}
        </Link>
      </div>
    </section>
  );
}
