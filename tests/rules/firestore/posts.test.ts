import { collection, query } from 'firebase/firestore';
import { describe } from 'vitest';
import { aPost, SEEDED } from '../fixtures';
import { ADMIN_READS_ONLY, collectionOperations, itForEachCell, useFirestoreRulesWorld } from './suite';

const env = useFirestoreRulesWorld();

// Posts, their versions and their trash: the owner reads; nobody writes, the owner included. Visitors read published
// posts through the API and the pages only, so that no query can return a draft.
describe('posts: read by the owner here; changed through the API only', () => {
  itForEachCell(
    env,
    collectionOperations({
      existing: SEEDED.post,
      list: (db) => query(collection(db, 'posts')),
      create: { path: 'posts/planted', data: aPost({ html: '<script>alert(1)</script>' }) },
      update: { html: '<script>alert(1)</script>' },
    }),
    ADMIN_READS_ONLY,
  );
});

describe('post versions: the owner reads the history; restores go through the API', () => {
  itForEachCell(
    env,
    collectionOperations({
      existing: SEEDED.postVersion,
      list: (db) => query(collection(db, 'posts/first-post/versions')),
      create: { path: 'posts/first-post/versions/forged', data: { fields: aPost() } },
      update: { savedBy: 'someone@else.example' },
    }),
    ADMIN_READS_ONLY,
  );
});

describe('post trash: deleted posts are the owner’s to see; restores go through the API', () => {
  itForEachCell(
    env,
    collectionOperations({
      existing: SEEDED.trashedPost,
      list: (db) => query(collection(db, 'postTrash')),
      create: { path: 'postTrash/planted', data: { post: aPost() } },
      update: { 'post.title': 'Renamed' },
    }),
    ADMIN_READS_ONLY,
  );
});
