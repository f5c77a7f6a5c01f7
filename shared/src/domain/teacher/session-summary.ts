/**
 * The summary a teacher reads of one ended session when no AI provider wrote one: Lantern picks it
 * out of the session itself (subject, the student's question, the exchanges that carried the most,
 * the outcome) rather than writing anything new, so nothing in it was not said in the session.
 */

export type SummaryOutcome = 'ended_by_student' | 'ended_by_tutor' | 'transferred' | 'unanswered';

export interface SummaryMessage {
  from: 'student' | 'tutor';
  kind: 'text' | 'media' | 'system';
  text: string;
}

export interface SummaryInput {
  subject: string;
  question: string;
  status: 'ended' | 'transferred';
  /** Who ended it: the student, the tutor, or nobody known (a sweep closed it). */
  endedBy: 'student' | 'tutor' | null;
  /** In the order they were sent. */
  messages: readonly SummaryMessage[];
}

export interface ExtractiveSummary {
  subject: string;
  question: string;
  /** A student's message and the tutor's answer to it, in the session's order. */
  exchanges: { student: string; tutor: string }[];
  outcome: SummaryOutcome;
}

/** How many exchanges a summary keeps, and how long each side of one may be. */
export const SUMMARY_EXCHANGES = 3;
export const SUMMARY_EXCERPT_CHARS = 240;

/** Whole words up to `max` characters, with an ellipsis when something was cut. */
export function excerpt(text: string, max = SUMMARY_EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function extractiveSummary(input: SummaryInput): ExtractiveSummary {
  const said = input.messages.filter((message) => message.kind === 'text' && message.text.trim() !== '');
  // Consecutive messages of one side read as one turn.
  const turns: { from: SummaryMessage['from']; text: string }[] = [];
  for (const message of said) {
    const last = turns.at(-1);
    if (last?.from === message.from) last.text += ` ${message.text}`;
    else turns.push({ from: message.from, text: message.text });
  }
  const pairs: { at: number; student: string; tutor: string }[] = [];
  turns.forEach((turn, at) => {
    const answer = turns[at + 1];
    if (turn.from === 'student' && answer?.from === 'tutor')
      pairs.push({ at, student: turn.text, tutor: answer.text });
  });
  // The exchanges with the most said carry the most; shown back in the order they happened.
  const kept = [...pairs]
    .sort((a, b) => b.student.length + b.tutor.length - (a.student.length + a.tutor.length) || a.at - b.at)
    .slice(0, SUMMARY_EXCHANGES)
    .sort((a, b) => a.at - b.at);
  return {
    subject: input.subject,
    question: excerpt(input.question),
    exchanges: kept.map((pair) => ({ student: excerpt(pair.student), tutor: excerpt(pair.tutor) })),
    outcome: summaryOutcome(input, said),
  };
}

function summaryOutcome(input: SummaryInput, said: readonly SummaryMessage[]): SummaryOutcome {
  if (input.status === 'transferred') return 'transferred';
  if (!said.some((message) => message.from === 'tutor')) return 'unanswered';
  return input.endedBy === 'tutor' ? 'ended_by_tutor' : 'ended_by_student';
}
