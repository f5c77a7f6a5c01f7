/** Where a message sits in a run of bubbles from one sender; the bubble's corners follow it. */
export type SequencePosition = 'single' | 'top' | 'middle' | 'bottom';

/** A pause longer than this starts a new run: after five minutes it reads as a new thought. */
export const GROUP_GAP_SECONDS = 300;

/**
 * Kinds shown as cards or centred lines rather than bubbles ("the session ended", the welcome,
 * the question-matcher card): they belong to no run, and must not glue the runs around them.
 */
const STANDALONE_KINDS: ReadonlySet<string> = new Set(['system', 'welcome', 'questionMatcher']);

export interface GroupableMessage {
  /** Null for the system's own lines, which the contracts send without a sender. */
  sender_id: number | null;
  created_at: number;
  kind: string;
}

const groupable = (message: GroupableMessage) =>
  message.sender_id !== null && !STANDALONE_KINDS.has(message.kind);

// Compared with the message just before, not the first of the run: a steady conversation of
// short messages stays one run however long it lasts.
function continuesRun(previous: GroupableMessage | undefined, message: GroupableMessage): boolean {
  return (
    previous !== undefined &&
    groupable(previous) &&
    groupable(message) &&
    previous.sender_id === message.sender_id &&
    message.created_at - previous.created_at <= GROUP_GAP_SECONDS
  );
}

/** The sequence position of each message, in the order given (oldest first). */
export function sequencePositions(messages: readonly GroupableMessage[]): SequencePosition[] {
  // joined[i]: message i continues the run of message i - 1.
  const joined = messages.map((message, index) => continuesRun(messages[index - 1], message));
  return joined.map((joinsPrevious, index) => {
    const joinsNext = joined[index + 1] ?? false;
    if (joinsPrevious && joinsNext) return 'middle';
    if (joinsPrevious) return 'bottom';
    if (joinsNext) return 'top';
    return 'single';
  });
}
