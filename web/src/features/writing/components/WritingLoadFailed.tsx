import { writingTexts as t } from '@/config/writing-texts';

/** A read of the writing that failed (other than a 404): says so, with a retry. */
export function WritingLoadFailed({ onRetry, className }: { onRetry: () => void; className: string }) {
  return (
    <div className={className}>
      <p className="text-slate-700">{t.loadError}</p>
      <button type="button" className="btn-primary mt-4" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}
