import type { ReactNode } from 'react';
import { profileTexts as T } from '@/config/profile-texts';

/** A profile form's buttons: send it (not while it is being sent), or close it unchanged; then any others. */
export function FormButtons({
  submitLabel,
  sending,
  onCancel,
  children,
}: {
  submitLabel: string;
  sending: boolean;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="button-row">
      <button type="submit" className="button" disabled={sending}>
        {submitLabel}
      </button>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {T.cancel}
      </button>
      {children}
    </div>
  );
}
