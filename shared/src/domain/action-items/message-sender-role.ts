import { MESSAGE_SENDER_ROLE_IDS, type MessageSenderRoleId } from '../../contracts/action-items.js';

/** The spec's message_sender_role_id for a chat message's sender: 2 for a tutor, 1 otherwise. */
export function messageSenderRoleId(senderRole: string): MessageSenderRoleId {
  return senderRole === 'tutor' ? MESSAGE_SENDER_ROLE_IDS.tutor : MESSAGE_SENDER_ROLE_IDS.other;
}
