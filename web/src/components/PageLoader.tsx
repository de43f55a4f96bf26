import { Loader } from './Loader';

/** A page still loading: a screen tall, so that the footer stays below the fold instead of jumping down after. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <div className="relative min-h-screen">
      <Loader overlay label={label} />
    </div>
  );
}
