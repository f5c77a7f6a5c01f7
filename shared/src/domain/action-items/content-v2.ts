import type { ActionItemContent, ClassroomMessageContent } from '../../contracts/action-items.js';
import { MESSAGE_CONTENT_TYPE_IDS } from '../../contracts/action-items.js';
import { messageSenderRoleId } from './message-sender-role.js';

/** A chat item written before content version 2.0: the sender's fields had other names. */
export interface LegacyChatItemContent {
  version?: string;
  actionable_item_type: 'chat_message';
  data: {
    session_id: number;
    message_id: number;
    message_content: string;
    /** Unix seconds, or an ISO date in the oldest items. */
    created_at: number | string;
    user_first_name: string;
    user_id: number;
    /** The sender's role name (`tutor`, `student`, ...). */
    user_role: string;
  };
}

export type StoredActionItemContent = ActionItemContent | LegacyChatItemContent;

function isCurrent(content: StoredActionItemContent): content is ActionItemContent {
  return content.version === '2.0';
}

function unixSeconds(value: number | string): number {
  return typeof value === 'number' ? value : Math.floor(Date.parse(value) / 1000);
}

/**
 * The spec's conversion of old chat-item content to version 2.0: created_at becomes
 * message_sent_at, user_first_name message_sender_user_first_name, user_id message_sender_user_id;
 * the sender's role id is 2 for a tutor and 1 otherwise; the content type is text (1).
 */
export function toContentV2(content: LegacyChatItemContent): ClassroomMessageContent;
export function toContentV2(content: StoredActionItemContent): ActionItemContent;
export function toContentV2(content: StoredActionItemContent): ActionItemContent {
  if (isCurrent(content)) return content;
  const { data } = content;
  return {
    version: '2.0',
    actionable_item_type: 'chat_message',
    data: {
      session_id: data.session_id,
      message_id: data.message_id,
      message_content: data.message_content,
      message_content_type_id: MESSAGE_CONTENT_TYPE_IDS.text,
      message_sent_at: unixSeconds(data.created_at),
      message_sender_user_id: data.user_id,
      message_sender_user_first_name: data.user_first_name,
      message_sender_role_id: messageSenderRoleId(data.user_role),
    },
  };
}
