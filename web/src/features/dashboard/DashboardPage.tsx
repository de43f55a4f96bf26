import type { ReactNode } from 'react';

/**
 * The id of a heading, from its text (`Top projects` → `top-projects-title`), for the region it names: a title in
 * another script keeps its letters, so that the page's headings keep ids of their own.
 */
export const headingIdOf = (title: string) =>
  `${title.toLowerCase().replace(/[^\p{L}\p{M}\p{N}_]+/gu, '-')}-title`;

/**
 * A dashboard page: a region named by its heading, with what the page is for and the page's actions (a link, a
 * switch, a row of buttons) beside them, then its content.
 */
export function DashboardPage({
  title,
  description,
  actions,
  className = 'grid gap-6',
  children,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = headingIdOf(title);
  return (
    <section aria-labelledby={id} className={className}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id={id}>{title}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{description}</p>
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
