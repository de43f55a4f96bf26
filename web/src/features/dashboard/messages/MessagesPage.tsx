import { ALERT_AUTO_CLOSE_MS } from '../../../config/ui';
import { useState } from 'react';
import { Loader } from '../../../components/Loader';
import { dashboardTexts } from '../../../config/dashboard-texts';
import { alertError, alertSuccess, confirmDanger } from '../../../lib/alerts';
import { useDocumentTitle } from '../../../lib/document-title';
import { deleteMessage, setMessageRead } from '../api/message-requests';
import { isSessionRefusal } from '../api/request-failure';
import { useContactMessages, type ContactMessage } from '../data/live-messages';
import { formatReceived, replyLink } from './message-format';

function reportFailure(error: unknown, text: string) {
  if (!isSessionRefusal(error)) void alertError(text);
}

/** The opened message: who sent it, how to reach them, what they wrote. */
function MessageDetail({ message, onClose }: { message: ContactMessage; onClose: () => void }) {
  const [busy, setBusy] = useState(false);

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
    <article className="message-detail grid gap-2" aria-labelledby="message-detail-title">
      <h2 id="message-detail-title">Message from {message.name}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4">
        <dt>Email</dt>
        <dd>{message.email}</dd>
        <dt>Phone Number</dt>
        <dd>{message.number}</dd>
        <dt>Received</dt>
        <dd>{formatReceived(message.createdAt)}</dd>
      </dl>
      <p className="whitespace-pre-wrap">{message.message}</p>
      <div className="button-row flex flex-wrap gap-2">
        <a className="button" href={replyLink(message)}>
          Reply by email
        </a>
        <button type="button" className="button button-secondary" onClick={() => void toggleRead()}>
          {message.read ? 'Mark as unread' : 'Mark as read'}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          onClick={() => void confirmAndDelete()}
        >
          Delete
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </article>
  );
}

/** /dashboard/messages: the contact messages, newest first, unread ones marked. */
export function MessagesPage() {
  useDocumentTitle('Messages');
  const messages = useContactMessages();
  const [openId, setOpenId] = useState<string>();

  function open(message: ContactMessage) {
    setOpenId(message._id);
    // Opening a message reads it.
    if (!message.read) {
      setMessageRead(message._id, true).catch((error: unknown) =>
        reportFailure(error, dashboardTexts.requestFailed),
      );
    }
  }

  const opened = messages.status === 'success' ? messages.data.find(({ _id }) => _id === openId) : undefined;

  return (
    <section aria-labelledby="messages-title">
      <h1 id="messages-title">Messages</h1>
      {messages.status === 'loading' ? <Loader label="Loading the messages" /> : null}
      {messages.status === 'error' ? (
        <p className="form-error" role="alert">
          {dashboardTexts.listFailed}
        </p>
      ) : null}
      {messages.status === 'success' && messages.data.length === 0 ? (
        <p>{dashboardTexts.noMessages}</p>
      ) : null}
      {messages.status === 'success' && messages.data.length > 0 ? (
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <ul className="message-list grid gap-2" aria-label="Contact messages">
            {messages.data.map((message) => (
              <li key={message._id} className={message.read ? 'message-read' : 'message-unread font-bold'}>
                <button
                  type="button"
                  className="w-full text-left"
                  aria-current={message._id === openId ? 'true' : undefined}
                  onClick={() => open(message)}
                >
                  {message.read ? null : <span className="badge">Unread</span>} {message.name}
                  <span className="block text-sm">{formatReceived(message.createdAt)}</span>
                  <span className="block truncate text-sm font-normal">{message.message}</span>
                </button>
              </li>
            ))}
          </ul>
          {opened ? (
            <MessageDetail key={opened._id} message={opened} onClose={() => setOpenId(undefined)} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
