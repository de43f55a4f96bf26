import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { alertError, alertSuccess, confirmDanger } from '@/lib/alerts';
import { deleteMessage, setMessageRead } from '@/features/dashboard/api/message-requests';
import { useContactMessages, type ContactMessage } from '@/features/dashboard/data/live-messages';
import { replyLink } from './message-format';
import { messageLink } from './message-link';
import { MessagesPage } from './MessagesPage';

vi.mock('@/lib/alerts', () => ({
  alertSuccess: vi.fn(),
  alertError: vi.fn(),
  confirmDanger: vi.fn(),
}));
vi.mock('@/features/dashboard/api/message-requests', () => ({
  setMessageRead: vi.fn(),
  deleteMessage: vi.fn(),
}));
vi.mock('@/features/dashboard/data/live-messages', () => ({ useContactMessages: vi.fn() }));

const newest: ContactMessage = {
  _id: 'm2',
  name: 'Ada Lovelace',
  number: '+880 1711 000000',
  email: 'ada@example.com',
  message: 'Could you build an app for my shop?',
  read: false,
  createdAt: new Date('2026-03-05T14:07:00Z'),
};
const older: ContactMessage = { ...newest, _id: 'm1', name: 'Alan Turing', read: true };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useContactMessages).mockReturnValue({ status: 'success', data: [newest, older] });
  vi.mocked(setMessageRead).mockResolvedValue();
  vi.mocked(deleteMessage).mockResolvedValue();
});

function renderPage(url: string = paths.dashboardMessages) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <MessagesPage />
    </MemoryRouter>,
  );
}

describe('Messages', () => {
  it('a link with the message in its address opens it, and reads it', async () => {
    renderPage(messageLink('m2'));
    expect(screen.getByRole('article', { name: 'Message from Ada Lovelace' })).toBeVisible();
    await waitFor(() => expect(setMessageRead).toHaveBeenCalledWith('m2', true));
    expect(setMessageRead).toHaveBeenCalledOnce();
  });

  it('lists the messages in the order given (newest first), unread ones marked', () => {
    renderPage();
    const items = within(screen.getByRole('list', { name: 'Contact messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread Ada Lovelace/),
      expect.stringMatching(/^ Alan Turing/),
    ]);
  });

  it('says so when there is none, and "Something went wrong." on an error', () => {
    vi.mocked(useContactMessages).mockReturnValue({ status: 'success', data: [] });
    const { unmount } = renderPage();
    expect(screen.getByText('No messages yet.')).toBeVisible();
    unmount();
    vi.mocked(useContactMessages).mockReturnValue({ status: 'error', error: new Error('denied') });
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('opening an unread message shows it, marks it read and offers a mailto reply', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    const detail = screen.getByRole('article', { name: 'Message from Ada Lovelace' });
    expect(detail).toHaveTextContent('Could you build an app for my shop?');
    expect(detail).toHaveTextContent('+880 1711 000000');
    expect(within(detail).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:ada@example\.com\?subject=/),
    );
    await waitFor(() => expect(setMessageRead).toHaveBeenCalledWith('m2', true));
  });

  it('opening a read message changes nothing; it can be marked unread again', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Alan Turing/ }));
    expect(setMessageRead).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(setMessageRead).toHaveBeenCalledWith('m1', false));
  });

  it('deletes after confirmation and closes the message', async () => {
    vi.mocked(confirmDanger).mockResolvedValue(true);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Alan Turing/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteMessage).toHaveBeenCalledWith('m1'));
    expect(confirmDanger).toHaveBeenCalledWith(
      'Are you sure?',
      "You won't be able to revert this!",
      'Yes, delete it!',
    );
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(alertSuccess).toHaveBeenCalledWith('Deleted!', 1500, 'The message has been deleted.');
  });

  it('says "Something went wrong while deleting!" when the delete fails', async () => {
    vi.mocked(confirmDanger).mockResolvedValue(true);
    vi.mocked(deleteMessage).mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Alan Turing/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alertError).toHaveBeenCalledWith('Something went wrong while deleting!'));
    expect(screen.getByRole('article')).toBeVisible();
  });
});

describe('replyLink', () => {
  it('encodes what the address carries, so that it cannot add recipients or headers', () => {
    const link = replyLink({ email: 'a@b.co?cc=third@evil.example&subject=Hi' });
    expect(link).toMatch(/^mailto:a@b\.co%3Fcc%3Dthird%40evil\.example%26subject%3DHi\?subject=/);
  });
});
