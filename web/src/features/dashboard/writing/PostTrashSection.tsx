import type { TrashedPost } from '@portfolio/common';
import { useEffect, useState } from 'react';
import { dashboardTexts } from '@/config/dashboard-texts';
import { alertError, alertSuccess, confirmDanger } from '@/lib/alerts';
import {
  listPostTrash,
  removePostForGood,
  restorePostFromTrash,
} from '@/features/dashboard/api/post-requests';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { TrashEntry } from '@/features/dashboard/trash/TrashEntry';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

/** The trash's deleted posts, restorable like projects until they go for good (their images and history with them). */
export function PostTrashSection() {
  const [trash, setTrash] = useState<TrashedPost[] | 'failed'>();
  const [busy, setBusy] = useState<string>();
  useEffect(() => {
    listPostTrash().then(setTrash, () => setTrash('failed'));
  }, []);
  const without = (slug: string) =>
    setTrash((current) => (Array.isArray(current) ? current.filter((post) => post.slug !== slug) : current));

  async function act(post: TrashedPost, action: 'restore' | 'remove') {
    if (
      action === 'remove' &&
      !(await confirmDanger(
        dashboardTexts.removeForGoodTitle,
        dashboardTexts.removeForGoodText,
        dashboardTexts.removeForGoodButton,
      ))
    )
      return;
    setBusy(post.slug);
    try {
      await (action === 'restore' ? restorePostFromTrash(post.slug) : removePostForGood(post.slug));
      without(post.slug);
      void alertSuccess(
        action === 'restore' ? dashboardHomeTexts.trash.postRestored : dashboardHomeTexts.trash.postDeleted,
      );
    } catch (error) {
      if (!isSessionRefusal(error)) void alertError(dashboardTexts.requestFailed);
    } finally {
      setBusy(undefined);
    }
  }

  if (trash === 'failed')
    return (
      <p className="form-error" role="alert">
        {dashboardTexts.listFailed}
      </p>
    );
  if (!trash || trash.length === 0) return null;
  return (
    <ul className="grid gap-4" aria-label={dashboardHomeTexts.trash.postsLabel}>
      {trash.map((post) => (
        <TrashEntry
          key={post.slug}
          title={post.title}
          kind={dashboardHomeTexts.trash.post}
          published={post.published}
          trashedAt={post.trashedAt}
          expiresAt={post.expiresAt}
          busy={busy !== undefined}
          onRestore={() => void act(post, 'restore')}
          onRemove={() => void act(post, 'remove')}
        />
      ))}
    </ul>
  );
}
