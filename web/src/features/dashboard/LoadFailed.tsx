import { dashboardTexts } from '@/config/dashboard-texts';

/** Says that what the page lists could not be read. */
export function LoadFailed({ text = dashboardTexts.listFailed }: { text?: string }) {
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
  );
}
