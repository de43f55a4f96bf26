import { useEffect, useState } from 'react';
import { previewPost } from '@/features/dashboard/api/post-requests';
import { ApiRequestError } from '@/lib/api-client';

/** A pause in typing before the preview is asked for again. */
const PREVIEW_DELAY_MS = 400;

export type PreviewState =
  | { status: 'idle' | 'loading' }
  /** `message`: the API's reason on the body (one the save would answer too, e.g. too large once formatted). */
  | { status: 'failed'; message?: string }
  | { status: 'ready'; html: string; readingMinutes: number };

/**
 * The body as the page will show it: rendered by the server's renderer (the same that renders the post at its save),
 * after a pause in typing; a newer body aborts the older request.
 */
export function usePostPreview(body: string): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  useEffect(() => {
    if (!body.trim()) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
      previewPost(body, controller.signal).then(
        (rendered) =>
          setState({ status: 'ready', html: rendered.html, readingMinutes: rendered.readingMinutes }),
        (error: unknown) =>
          !controller.signal.aborted &&
          setState({
            status: 'failed',
            message: error instanceof ApiRequestError ? error.fields.body : undefined,
          }),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);
  return body.trim() ? state : { status: 'idle' };
}
