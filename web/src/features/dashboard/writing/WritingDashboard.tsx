import { useParams } from 'react-router-dom';
import { PostEditorPage } from './PostEditorPage';
import { WritingListPage } from './WritingListPage';

/**
 * `/dashboard/writing/*`: the list, `new`, or `edit/{slug}`. One route in the router for the three pages, since the
 * router's table is part of every first load.
 */
export function WritingDashboard() {
  const rest = useParams()['*'] ?? '';
  if (rest === 'new') return <PostEditorPage key="new" />;
  const edited = /^edit\/([a-z0-9-]+)$/.exec(rest)?.[1];
  if (edited) return <PostEditorPage key={edited} slug={edited} />;
  return <WritingListPage />;
}
