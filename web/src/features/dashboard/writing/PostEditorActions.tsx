import type { Post } from '@portfolio/common';
import { paths } from '@/config/paths';
import { dashboardWritingTexts } from '@/config/dashboard-writing-texts';

interface PostEditorActionsProps {
  /** The post as last saved; none for a new post, not yet saved. */
  post?: Post;
  /** The action under way (its label), if any: every button waits for it. */
  busy?: string;
  onSave: (published: boolean, label: string) => void;
  onRemove: () => void;
}

/** The editor's buttons: save (the form's submit), publish or unpublish, view the published post, delete. */
export function PostEditorActions({ post, busy, onSave, onRemove }: PostEditorActionsProps) {
  const T = dashboardWritingTexts.actions;
  return (
    <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
      <button type="submit" className="btn-primary" disabled={busy !== undefined}>
        {busy === 'save' ? T.saving : post?.published ? T.save : T.saveDraft}
      </button>
      {!post?.published && (
        <button
          type="button"
          className="btn-secondary"
          disabled={busy !== undefined}
          onClick={() => onSave(true, 'publish')}
        >
          {busy === 'publish' ? T.publishing : T.publish}
        </button>
      )}
      {post?.published && (
        <>
          <button
            type="button"
            className="btn-secondary"
            disabled={busy !== undefined}
            onClick={() => onSave(false, 'unpublish')}
          >
            {busy === 'unpublish' ? T.unpublishing : T.unpublish}
          </button>
          <a href={paths.post(post.slug)} className="btn-secondary" target="_blank" rel="noopener">
            {T.viewPost}
          </a>
        </>
      )}
      {post && (
        <button
          type="button"
          className="btn-secondary ms-auto text-red-700"
          disabled={busy !== undefined}
          onClick={onRemove}
        >
          {T.delete}
        </button>
      )}
    </div>
  );
}
