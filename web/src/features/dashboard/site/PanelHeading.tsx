import type { ReactNode } from 'react';

/** A section's heading on the Site page, with the sentence that says what the section does. */
export function PanelHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div>
      <h2 id={id} className="text-base">
        {title}
      </h2>
      <p className="pt-1 text-sm text-slate-600">{children}</p>
    </div>
  );
}
