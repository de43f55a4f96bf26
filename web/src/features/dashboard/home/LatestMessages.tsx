import { Link } from '@/components/links';
import { paths } from '@/config/paths';
import { dashboardTexts } from '@/config/dashboard-texts';
import type { ContactMessage } from '@/features/dashboard/data/live-messages';
import { formatReceived } from '@/features/dashboard/messages/message-format';
import { messageLink } from '@/features/dashboard/messages/message-link';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';
import { PanelHeading } from '../DashboardHeadings';

const SHOWN = 5;

/** The newest messages, each a link that opens it in the inbox. */
export function LatestMessages({ messages }: { messages: readonly ContactMessage[] }) {
  const T = dashboardHomeTexts.home;
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="latest-messages-title">
      <PanelHeading
        id="latest-messages-title"
        title={T.latestMessages}
        to={paths.dashboardMessages}
        linkText={T.openInbox}
      />
      {messages.length === 0 ? (
        <p className="empty-state py-8">{dashboardTexts.noMessages}</p>
      ) : (
        <ul className="-mx-2 grid grid-cols-[minmax(0,1fr)] gap-1">
          {messages.slice(0, SHOWN).map((message) => (
            <li key={message._id}>
              <Link
                to={messageLink(message._id)}
                className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-baseline gap-x-3 rounded-lg px-2 py-2 hover:bg-slate-50"
              >
                <span
                  className={`size-2 rounded-full ${message.read ? 'bg-transparent' : 'bg-brand-600'}`}
                  aria-hidden="true"
                />
                <span className="min-w-0">
                  <span
                    className={`block truncate text-sm ${message.read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}
                  >
                    {message.read ? null : <span className="sr-only">{T.unread}</span>}
                    {message.name}
                  </span>
                  <span className="block truncate text-sm text-slate-500">{message.message}</span>
                </span>
                <span className="text-xs whitespace-nowrap text-slate-500">
                  {formatReceived(message.createdAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
