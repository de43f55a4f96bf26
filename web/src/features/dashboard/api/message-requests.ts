import { apiRequest } from '@/lib/api-client';

/** PATCH /messages/{id}: marks a contact message read or unread. */
export async function setMessageRead(messageId: string, read: boolean): Promise<void> {
  await apiRequest(`/messages/${encodeURIComponent(messageId)}`, { method: 'PATCH', json: { read } });
}

/** DELETE /messages/{id}. */
export async function deleteMessage(messageId: string): Promise<void> {
  await apiRequest(`/messages/${encodeURIComponent(messageId)}`, { method: 'DELETE' });
}
