import type { ReactNode } from 'react';

/** A dashboard page's heading and what the page is for, with the page's actions beside them. */
export function PageHeading({
  id,
  title,
  description,
  children,
}: {
  /** The heading's id, which the page's section is labelled by. */
  id: string;
  title: string;
  description: ReactNode;
  /** The actions: a link, a switch, a row of buttons. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 id={id}>{title}</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </div>
  );
}
