import { ALERT_AUTO_CLOSE_MS } from '@/config/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Loader } from '@/components/Loader';
import { dashboardTexts } from '@/config/dashboard-texts';
import { alertError, alertSuccess, confirmDanger } from '@/lib/alerts';
import { useDocumentTitle } from '@/lib/document-title';
import { deleteMessage, setMessageRead } from '@/features/dashboard/api/message-requests';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { useContactMessages, type ContactMessage } from '@/features/dashboard/data/live-messages';
import { formatReceived, replyLink } from './message-format';
import { OPEN_MESSAGE_PARAM } from './message-link';
import { LoadFailed } from '@/features/dashboard/LoadFailed';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';
import { DashboardPage } from '../DashboardPage';

function reportFailure(error: unknown, text: string) {
  if (!isSessionRefusal(error)) void alertError(text);
}

/** The opened message: who sent it, how to reach them, what they wrote. */
function MessageDetail({ message, onClose }: { message: ContactMessage; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const T = dashboardHomeTexts.messages;

  async function toggleRead() {
    try {
      await setMessageRead(message._id, !message.read);
    } catch (error) {
      reportFailure(error, dashboardTexts.requestFailed);
    }
  }

  async function confirmAndDelete() {
    const confirmed = await confirmDanger(
      dashboardTexts.deleteConfirmTitle,
      dashboardTexts.deleteConfirmText,
      dashboardTexts.deleteConfirmButton,
    );
    if (!confirmed) return;
    setBusy(true);
    try {
      await deleteMessage(message._id);
      onClose();
      void alertSuccess(dashboardTexts.deletedTitle, ALERT_AUTO_CLOSE_MS, dashboardTexts.messageDeleted);
    } catch (error) {
      setBusy(false);
      reportFailure(error, dashboardTexts.deleteFailed);
    }
  }

  return (
    <article className="panel grid content-start gap-4" aria-labelledby="message-detail-title">
      <h2 id="message-detail-title">{T.from(message.name)}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-500">{T.email}</dt>
        <dd className="break-all text-slate-900">
          <span dir="ltr">{message.email}</span>
        </dd>
        <dt className="font-medium text-slate-500">{T.phone}</dt>
        <dd className="text-slate-900">
          <span dir="ltr">{message.number}</span>
        </dd>
        <dt className="font-medium text-slate-500">{T.received}</dt>
        <dd className="text-slate-900">{formatReceived(message.createdAt)}</dd>
      </dl>
      <p className="rounded-lg bg-slate-50 p-4 whitespace-pre-wrap text-slate-800">{message.message}</p>
      <div className="button-row">
        <a className="button" href={replyLink(message)}>
          {T.reply}
        </a>
        <button type="button" className="button button-secondary" onClick={() => void toggleRead()}>
          {message.read ? T.markUnread : T.markRead}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          onClick={() => void confirmAndDelete()}
        >
          {T.delete}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {T.close}
        </button>
      </div>
    </article>
  );
}

/**
 * /dashboard/messages: the contact messages, newest first, unread ones marked. `?message={id}` opens one; opening an
 * unread message reads it (once: "Mark as unread" then holds).
 */
export function MessagesPage() {
  const T = dashboardHomeTexts.messages;
  useDocumentTitle(T.title);
  const messages = useContactMessages();
  // Read from the location: `useSearchParams` would add its code to the public pages' shared router chunk.
  const { search } = useLocation();
  const [openId, setOpenId] = useState(
    () => new URLSearchParams(search).get(OPEN_MESSAGE_PARAM) ?? undefined,
  );
  const markedReadId = useRef<string>(undefined);

  const opened = messages.status === 'success' ? messages.data.find(({ _id }) => _id === openId) : undefined;

  useEffect(() => {
    if (!opened || markedReadId.current === opened._id) return;
    markedReadId.current = opened._id;
    if (!opened.read) {
      setMessageRead(opened._id, true).catch((error: unknown) =>
        reportFailure(error, dashboardTexts.requestFailed),
      );
    }
  }, [opened]);

  return (
    <DashboardPage title={T.title} description={T.description}>
      {messages.status === 'loading' ? <Loader label={T.loading} /> : null}
      {messages.status === 'error' ? <LoadFailed /> : null}
      {messages.status === 'success' && messages.data.length === 0 ? (
        <p className="empty-state">{dashboardTexts.noMessages}</p>
      ) : null}
      {messages.status === 'success' && messages.data.length > 0 ? (
        <div className="grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ul className="panel grid grid-cols-[minmax(0,1fr)] gap-1 p-2 sm:p-2" aria-label={T.listLabel}>
            {messages.data.map((message) => (
              <li key={message._id}>
                <button
                  type="button"
                  className={`w-full rounded-lg px-3 py-2.5 text-start hover:bg-slate-50 aria-[current=true]:bg-brand-50 ${message.read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}
                  aria-current={message._id === openId ? 'true' : undefined}
                  onClick={() => setOpenId(message._id)}
                >
                  {message.read ? null : (
                    <span className="badge me-1 bg-brand-600 text-white">{T.unread}</span>
                  )}{' '}
                  {message.name}
                  <span className="block text-xs font-normal text-slate-600">
                    {formatReceived(message.createdAt)}
                  </span>
                  <span className="block truncate text-sm font-normal text-slate-600">{message.message}</span>
                </button>
              </li>
            ))}
          </ul>
          {opened ? (
            <MessageDetail key={opened._id} message={opened} onClose={() => setOpenId(undefined)} />
          ) : (
            <p className="empty-state hidden md:flex">{T.choose}</p>
          )}
        </div>
      ) : null}
    </DashboardPage>
  );
}
