import type { ReactNode } from 'react';
import { Link } from '@/components/links';

/** A panel's heading, with the link to the page that shows all of it. */
export function PanelHeading({
  id,
  title,
  to,
  linkText,
  className,
}: {
  id: string;
  title: ReactNode;
  to: string;
  linkText: ReactNode;
  className?: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className={className}>
        {title}
      </h2>
      <DashboardLink to={to}>{linkText}</DashboardLink>
    </div>
  );
}

/** A link in the dashboard's running text: to another of its pages. */
export function DashboardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm font-medium text-brand-700 hover:underline">
      {children}
    </Link>
  );
}
