import type { ReactNode } from 'react';
import { dayFormat } from '@/lib/local-format';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

interface TrashEntryProps {
  title: string;
  /** What it is: a project's category, or "Post". */
  kind: string;
  published: boolean;
  trashedAt: string;
  expiresAt: string;
  /** True while any entry's action runs: one at a time. */
  busy: boolean;
  onRestore: () => void;
  onRemove: () => void;
  /** Shown before the title: a project's thumbnail. */
  picture?: ReactNode;
}

/** One deleted project or post: what it was, when it goes for good, Restore and Delete for good. */
export function TrashEntry({
  title,
  kind,
  published,
  trashedAt,
  expiresAt,
  busy,
  onRestore,
  onRemove,
  picture,
}: TrashEntryProps) {
  const T = dashboardHomeTexts.trash;
  return (
    <li className="panel flex flex-wrap items-center gap-4">
      {picture}
      <div className="min-w-0 flex-1">
        <h2 className="text-base">{title}</h2>
        <p className="text-sm text-slate-600">
          {kind} · {published ? T.published : T.draft} · {T.deleted(dayFormat.format(new Date(trashedAt)))} ·{' '}
          {T.removedOn} <time dateTime={expiresAt}>{dayFormat.format(new Date(expiresAt))}</time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="button" disabled={busy} onClick={onRestore}>
          {T.restore}
          <span className="sr-only"> {title}</span>
        </button>
        <button type="button" className="button button-danger" disabled={busy} onClick={onRemove}>
          {T.deleteForGood}
          <span className="sr-only"> {title}</span>
        </button>
      </div>
    </li>
  );
}
