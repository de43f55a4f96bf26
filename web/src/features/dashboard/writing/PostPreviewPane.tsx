import { usePostPreview } from './use-post-preview';
import { dashboardWritingTexts } from '@/config/dashboard-writing-texts';

/** The body as the post's page will show it, rendered by the server as the owner types. */
export function PostPreviewPane({ body }: { body: string }) {
  const preview = usePostPreview(body);
  const T = dashboardWritingTexts.preview;
  return (
    <section aria-labelledby="preview-title" className="grid min-w-0 grid-cols-1 content-start gap-1.5">
      <h2 id="preview-title" className="text-sm font-medium text-slate-700">
        {T.title}
        {preview.status === 'ready' && (
          <span className="font-normal text-slate-500">{T.readingTime(preview.readingMinutes)}</span>
        )}
      </h2>
      <div
        className="min-h-96 rounded-lg border border-slate-200 p-4"
        aria-live="polite"
        aria-busy={preview.status === 'loading'}
      >
        {preview.status === 'ready' ? (
          <div className="post-body" dangerouslySetInnerHTML={{ __html: preview.html }} />
        ) : (
          <p className="text-sm text-slate-500">
            {preview.status === 'failed'
              ? (preview.message ?? T.failed)
              : preview.status === 'loading'
                ? T.rendering
                : T.empty}
          </p>
        )}
      </div>
    </section>
  );
}
