import { NotFoundPage } from '@/features/errors/NotFoundPage';
import { PostPage } from '@/features/writing/PostPage';

/** A post's route: an unknown slug or a draft is the app's 404 page. */
export function PostRoute() {
  return <PostPage notFound={<NotFoundPage />} />;
}
