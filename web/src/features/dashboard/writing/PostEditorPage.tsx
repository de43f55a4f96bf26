import { IMAGE_INPUT_ACCEPT, type Post } from '@portfolio/common';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/links';
import { FormField } from '@/components/FormField';
import { paths } from '@/config/paths';
import { dashboardPaths } from '@/features/dashboard/dashboard-paths';
import { alertError, alertSuccess, confirmDanger } from '@/lib/alerts';
import { useDocumentTitle } from '@/lib/document-title';
import { ApiRequestError } from '@/lib/api-client';
import {
  createPost,
  deletePost,
  loadPost,
  savePost,
  uploadPostImage,
  type PostDraft,
} from '@/features/dashboard/api/post-requests';
import { fieldErrorsOf, isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { PostVersions } from './PostVersions';
import { PublicationBadge } from './PublicationBadge';
import { PostPreviewPane } from './PostPreviewPane';
import { PostEditorActions } from './PostEditorActions';
import { dashboardWritingTexts } from '@/config/dashboard-writing-texts';

const EMPTY: PostDraft = { title: '', summary: '', body: '', tags: [], published: false };
const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The editor: Markdown beside its preview (stacked on a phone), tags, images, publish, unpublish, delete, history. */
export function PostEditorPage({ slug }: { slug?: string }) {
  const T = dashboardWritingTexts.editor;
  useDocumentTitle(slug ? T.editTitle : T.newTitle);
  const navigate = useNavigate();
  const [post, setPost] = useState<Post>();
  const [draft, setDraft] = useState<PostDraft>(EMPTY);
  const [tagsText, setTagsText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string>();
  const [loadFailed, setLoadFailed] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  function show(loaded: Post) {
    setPost(loaded);
    setDraft({
      title: loaded.title,
      summary: loaded.summary,
      body: loaded.body ?? '',
      tags: loaded.tags,
      published: loaded.published,
    });
    setTagsText(loaded.tags.join(', '));
  }
  useEffect(() => {
    if (slug) loadPost(slug).then(show, () => setLoadFailed(true));
  }, [slug]);

  const set = (field: keyof PostDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  async function save(published: boolean, label: string) {
    setBusy(label);
    setErrors({});
    const next = { ...draft, tags: tagsOf(tagsText), published };
    let handedOver = false;
    try {
      const saved = post ? await savePost(post.slug, next, post.updatedAt) : await createPost(next);
      void alertSuccess(published ? T.publishedAlert : T.saved);
      if (post) {
        show(saved);
        return;
      }
      // The new post's own editor takes over and loads it. This one stays busy until it is replaced (the router
      // renders the change as a transition, a moment later), so that nothing typed or added here meanwhile is lost
      // with it.
      handedOver = true;
      void navigate(dashboardPaths.editPost(saved.slug), { replace: true });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      if (isSessionRefusal(error)) return;
      const conflict = error instanceof ApiRequestError && error.status === 409;
      void alertError(conflict ? T.changedElsewhere : T.saveFailed, conflict ? error.message : undefined);
    } finally {
      if (!handedOver) setBusy(undefined);
    }
  }

  async function remove() {
    if (!post || !(await confirmDanger(T.deleteTitle, T.deleteText, T.deleteButton))) return;
    setBusy('delete');
    try {
      await deletePost(post.slug);
      void navigate(paths.dashboardWriting);
    } catch (error) {
      if (!isSessionRefusal(error)) void alertError(T.deleteFailed);
      setBusy(undefined);
    }
  }

  async function addImage(file: File) {
    if (!post) return;
    setBusy('image');
    try {
      const { markdown } = await uploadPostImage(post.slug, file);
      const textarea = bodyRef.current;
      const at = textarea?.selectionStart ?? draft.body.length;
      setDraft((current) => ({
        ...current,
        body: `${current.body.slice(0, at)}\n\n${markdown}\n\n${current.body.slice(at)}`,
      }));
    } catch (error) {
      const message = fieldErrorsOf(error).image;
      if (!isSessionRefusal(error)) void alertError(T.imageFailed, message);
    } finally {
      setBusy(undefined);
    }
  }

  if (loadFailed)
    return (
      <p className="form-error" role="alert">
        {T.loadFailed} <Link to={paths.dashboardWriting}>{T.backToPosts}</Link>
      </p>
    );
  if (slug && !post) return <p className="text-slate-600">{T.loading}</p>;
  // While the post is saved or deleted, what is typed would be lost under the answer: the text stays as sent. An
  // image's upload keeps the text open, as its link is added to whatever the text is by then.
  const textLocked = busy !== undefined && busy !== 'image';
  return (
    <div className="dashboard-page grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1>{post ? T.editTitle : T.newTitle}</h1>
        {post && <PublicationBadge published={post.published} />}
      </div>
      <form
        className="panel grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save(draft.published, 'save');
        }}
        noValidate
      >
        <FormField id="post-title" label={T.postTitle} error={errors.title}>
          <input
            id="post-title"
            className="field-input"
            value={draft.title}
            onChange={set('title')}
            readOnly={textLocked}
            maxLength={200}
          />
        </FormField>
        <FormField id="post-summary" label={T.summary} error={errors.summary}>
          <textarea
            id="post-summary"
            className="field-input"
            rows={2}
            value={draft.summary}
            onChange={set('summary')}
            readOnly={textLocked}
          />
        </FormField>
        <FormField id="post-tags" label={T.tags} error={errors.tags}>
          <input
            id="post-tags"
            className="field-input"
            value={tagsText}
            onChange={(event) => setTagsText(event.target.value)}
            readOnly={textLocked}
          />
        </FormField>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <FormField id="post-body" label={T.markdown} error={errors.body}>
            <textarea
              id="post-body"
              ref={bodyRef}
              className="field-input min-h-96 font-mono text-sm"
              value={draft.body}
              onChange={set('body')}
              readOnly={textLocked}
              spellCheck
            />
          </FormField>
          <PostPreviewPane body={draft.body} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label className={`btn-secondary ${post ? 'cursor-pointer' : 'cursor-not-allowed opacity-60'}`}>
            {busy === 'image' ? T.addingImage : T.addImage}
            <input
              type="file"
              accept={IMAGE_INPUT_ACCEPT}
              className="sr-only"
              disabled={!post || busy !== undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void addImage(file);
              }}
            />
          </label>
          {!post && <span className="text-sm text-slate-600">{T.saveFirst}</span>}
        </div>
        <PostEditorActions
          post={post}
          busy={busy}
          onSave={(published, label) => void save(published, label)}
          onRemove={() => void remove()}
        />
      </form>
      {post && <PostVersions slug={post.slug} revision={post.updatedAt} onRestored={show} />}
    </div>
  );
}
