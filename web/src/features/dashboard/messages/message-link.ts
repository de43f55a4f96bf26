import { paths } from '@/config/paths';

/** The inbox's query parameter naming the message to open. */
export const OPEN_MESSAGE_PARAM = 'message';

/** The inbox with one message open. */
export function messageLink(messageId: string): string {
  return `${paths.dashboardMessages}?${new URLSearchParams({ [OPEN_MESSAGE_PARAM]: messageId })}`;
}
