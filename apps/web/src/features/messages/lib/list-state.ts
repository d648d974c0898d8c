import { messageKindSchema, messageReadFilterSchema, type MessageListQuery } from '@biocloud/contracts';
import { enumField, optionalField, pageField, urlListState } from '../../../shared/lib/url-list-state';

/*
 * The message list's page and filters live in the address, so a reload, the way back from a message, or a link from
 * the dashboard ("unread messages") shows the same rows. The page is one-based there, zero-based in currentPage.
 */

/** Spec 001 gives no page size for messages; the same as the sample list's (§9). */
export const MESSAGE_PAGE_SIZE = 10;

export interface MessageListState {
  page: number;
  readFlag: 'all' | 'read' | 'unread';
  kind: string | null;
}

const kind = (text: string | null) => (text !== null && messageKindSchema.safeParse(text).success ? text : null);

const messageListUrl = urlListState<MessageListState>({
  page: pageField,
  readFlag: enumField(messageReadFilterSchema, 'all'),
  kind: optionalField(kind),
});

export const parseMessageListState = messageListUrl.parse;
export const messageListStateToParams = messageListUrl.toParams;

export function toMessageListQuery(state: MessageListState): MessageListQuery {
  return {
    currentPage: state.page - 1,
    recordNumberOfPage: MESSAGE_PAGE_SIZE,
    readFlag: state.readFlag,
    ...(state.kind ? { kind: state.kind } : {}),
  };
}
