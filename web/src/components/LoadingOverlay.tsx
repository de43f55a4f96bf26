/** Covers its positioned parent while something loads; announced once to screen readers. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="absolute inset-0 z-10 flex items-start justify-center bg-white/70 pt-24 backdrop-blur-[1px]"
    >
      <span className="flex items-center gap-3 rounded-full bg-white px-5 py-2.5 text-sm font-medium text-slate-700 shadow-md ring-1 ring-slate-200">
        <span
          className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none"
          aria-hidden="true"
        />
        {label}
      </span>
    </div>
  );
}
