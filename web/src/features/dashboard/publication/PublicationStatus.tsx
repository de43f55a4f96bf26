import type { PublicationStatus as Status } from '@portfolio/common';
import { dashboardTexts } from '@/config/dashboard-texts';
import { usePublicationStatus } from './publication-watch';
import { localDateFormat } from '@/lib/local-format';

const retryTimeFormat = localDateFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit' });

function statusText(status: Status): string {
  const texts = dashboardTexts.publication;
  if (status.phase === 'live') return texts.live;
  if (status.phase === 'publishing') return texts.publishing;
  const at = status.retryAt ? retryTimeFormat.format(new Date(status.retryAt)) : undefined;
  return at ? texts.retrying(at) : texts.retryingShortly;
}

const PHASE_CLASS: Record<Status['phase'], string> = {
  publishing: 'border-amber-200 bg-amber-50 text-amber-900',
  live: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  retrying: 'border-red-200 bg-red-50 text-red-800',
};

const DOT_CLASS: Record<Status['phase'], string> = {
  publishing: 'bg-amber-500',
  live: 'bg-emerald-500',
  retrying: 'bg-red-600',
};

/**
 * After a change of public content: whether the public pages show it yet, and a failure that is being retried. On a
 * phone's narrow top bar it is a coloured dot, its words kept for screen readers and as its tooltip.
 */
export function PublicationStatus() {
  const status = usePublicationStatus();
  // Read out politely; role="status" is left to the loaders, which say a page is not ready.
  return (
    <p aria-live="polite" data-testid="publication-status" className="min-w-0 text-sm">
      {status ? (
        <span
          data-phase={status.phase}
          title={status.failure ?? statusText(status)}
          className={`inline-flex max-w-full items-center gap-2 rounded-full border p-2 font-medium sm:px-3 sm:py-1 ${PHASE_CLASS[status.phase]}`}
        >
          <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOT_CLASS[status.phase]}`} />
          <span className="sr-only truncate sm:not-sr-only">{statusText(status)}</span>
        </span>
      ) : null}
    </p>
  );
}
