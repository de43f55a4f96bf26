import type { Post, PostVersionSummary } from '@portfolio/common';
import { useEffect, useState } from 'react';
import { alertError, confirmDanger } from '@/lib/alerts';
import { listPostVersions, restorePostVersion } from '@/features/dashboard/api/post-requests';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { dayAndTimeFormat } from '@/lib/local-format';
import { PublicationBadge } from './PublicationBadge';
import { dashboardWritingTexts } from '@/config/dashboard-writing-texts';

/**
 * A post's earlier saves, newest first, each marked published or draft as it was then, and restorable: a restore
 * brings back the content only (the post stays published or a draft), and the save it replaces is kept in turn.
 */
export function PostVersions({
  slug,
  revision,
  onRestored,
}: {
  slug: string;
  revision: string;
  onRestored: (post: Post) => void;
}) {
  const [versions, setVersions] = useState<PostVersionSummary[] | 'failed'>();
  const [restoring, setRestoring] = useState<string>();
  const T = dashboardWritingTexts.versions;
  useEffect(() => {
    listPostVersions(slug).then(setVersions, () => setVersions('failed'));
  }, [slug, revision]);

  async function restore(version: PostVersionSummary) {
    const when = dayAndTimeFormat.format(new Date(version.savedAt));
    if (!(await confirmDanger(T.restoreTitle, T.restoreText(when), T.restoreButton))) return;
    setRestoring(version.id);
    try {
      onRestored(await restorePostVersion(slug, version.id, revision));
    } catch (error) {
      if (!isSessionRefusal(error)) void alertError(T.restoreFailed);
    } finally {
      setRestoring(undefined);
    }
  }

  return (
    <section className="panel grid gap-3" aria-labelledby="post-history">
      <h2 id="post-history">{T.title}</h2>
      {versions === 'failed' ? (
        <p className="form-error" role="alert">
          {T.loadFailed}
        </p>
      ) : !versions ? (
        <p className="text-sm text-slate-600">{T.loading}</p>
      ) : versions.length === 0 ? (
        <p className="text-sm text-slate-600">{T.none}</p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {versions.map((version) => (
            <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <span>
                  {T.replacedOn(version.title)}{' '}
                  <time dateTime={version.savedAt}>{dayAndTimeFormat.format(new Date(version.savedAt))}</time>
                </span>
                {/* As the post was then: a restore keeps its state now (the API restores content only). */}
                <PublicationBadge published={version.published} />
              </span>
              <button
                type="button"
                className="btn-secondary px-3 py-1.5"
                disabled={restoring !== undefined}
                onClick={() => void restore(version)}
              >
                {restoring === version.id ? T.restoring : T.restore}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
