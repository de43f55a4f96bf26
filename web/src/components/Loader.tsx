/** A spinner with a label for screen readers, shown while something loads. */
export function Loader({ label = 'Loading', overlay = false }: { label?: string; overlay?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={overlay ? 'loader loader-overlay' : 'loader'}
      data-testid={overlay ? 'loading-overlay' : undefined}
    >
      <span className="loader-spinner" aria-hidden="true" />
      <span className="loader-label">{label}</span>
    </div>
  );
}
