import type { ReactNode } from 'react';
import { projectTexts } from '@/config/project-texts';
import { ExternalLinkIcon } from './icons/ui-icons';

/** A link to another site, opened in a new tab without giving that page a handle on this one. */
export function ExternalButtonLink({
  href,
  children,
  className = 'btn-secondary',
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLinkIcon className="size-4" />
      <span className="sr-only"> {projectTexts.opensInNewTab}</span>
    </a>
  );
}
