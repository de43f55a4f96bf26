import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../config/paths';

/** The shared look of the 403 and 404 pages: a big code, a heading, one sentence and the way home. */
export function StatusPage({
  code,
  title,
  body,
  action,
}: {
  code: string;
  title: string;
  body: string;
  action: string;
}) {
  useDocumentTitle(title, body);
  return (
    <section className="section flex flex-col items-center py-24 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl" aria-hidden="true">
        {code}
      </p>
      <h1 className="page-title mt-4">{title}</h1>
      <p className="mt-3 max-w-md text-lg text-slate-600">{body}</p>
      <Link className="btn-primary mt-8" to={paths.home}>
        {action}
      </Link>
    </section>
  );
}
