import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { UploadProgress } from '@/lib/api-upload';
import { dashboardProjectsTexts } from '@/config/dashboard-projects-texts';

/** The share of the files sent, in whole percent. */
export function uploadPercent(progress: UploadProgress | undefined): number {
  if (!progress || progress.total === 0) return 0;
  return Math.min(100, Math.round((progress.sent / progress.total) * 100));
}

/**
 * Covers the whole viewport while a project is saved, wherever the owner has scrolled: the spec's text, a progress
 * bar while the files go up, then a line saying the server is at work. It holds the focus (there is nothing to do
 * until the save ends), takes it back when it falls to the page (a click on the backdrop), and gives it back when it
 * closes.
 */
export function SavingOverlay({
  title,
  progress,
  status,
}: {
  title: string;
  progress?: UploadProgress;
  /** Work with no figure to show (a restore on the server): this line stands in for the bar. */
  status?: string;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const statusId = useId();
  const percent = uploadPercent(progress);
  const uploaded = progress !== undefined && percent === 100;

  useEffect(() => {
    const before = document.activeElement;
    dialogRef.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  // Tab would leave the dialog for the page behind it.
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key === 'Tab') event.preventDefault();
  };
  // Focus that leaves for nothing lands on the page behind, where the next Tab would go on; focus that leaves for
  // something (an alert), or stays put while the window is in the background, is left where it is.
  const takeFocusBack = (event: FocusEvent) => {
    if (event.relatedTarget !== null) return;
    queueMicrotask(() => {
      // The ref is null once the overlay has closed.
      if (!document.activeElement || document.activeElement === document.body) dialogRef.current?.focus();
    });
  };

  return createPortal(
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-slate-900/50 p-4 backdrop-blur-sm"
      data-testid="loading-overlay"
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={statusId}
        tabIndex={-1}
        onKeyDown={keepFocus}
        onBlur={takeFocusBack}
        className="panel grid w-full max-w-sm gap-4 outline-none"
      >
        <div className="flex items-center gap-3">
          <span className="loader-spinner shrink-0" aria-hidden="true" />
          <h2 id={titleId} className="text-base">
            {title}
          </h2>
        </div>
        {status !== undefined ? (
          <p id={statusId} role="status" className="text-sm text-slate-600">
            {status}
          </p>
        ) : (
          <>
            <div
              role="progressbar"
              aria-label={dashboardProjectsTexts.saving.filesUploaded}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2.5 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <div className="flex justify-between gap-3 text-sm text-slate-600">
              {/* Announced twice only, at the start and when the files are up; the bar carries the figure. */}
              <p id={statusId} role="status">
                {uploaded ? dashboardProjectsTexts.saving.filesSent : dashboardProjectsTexts.saving.sending}
              </p>
              <span aria-hidden="true" className="font-medium tabular-nums">
                {percent}%
              </span>
            </div>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
