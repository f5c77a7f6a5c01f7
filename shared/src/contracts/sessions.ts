import { z } from 'zod';
import { HANDOFF_REASONS } from '../domain/live-help/handoff.js';
import { FEEDBACK_REASONS, LEARNED_STATUSES } from '../domain/live-help/session-feedback.js';
import { paginationSchema } from './envelope.js';
import { MEDIA_TYPES, voiceNoteMetadataSchema } from './files.js';

/** Instants are unix seconds, as everywhere in the API. */
const unixSeconds = z.number().int();
const id = z.number().int();

/**
 * The spec's session lifecycle as stored: waiting (requested, in the waiting room), matched (a
 * tutor holds it; the chat is open), ended, or transferred (the student asked for a new tutor and
 * a new session took its place).
 */
export const SESSION_STATUSES = ['waiting', 'matched', 'ended', 'transferred'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** "Chat type must be chosen": a live tutor or the AI tutor. */
export const CHAT_TYPES = ['tutor', 'ai'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

export const sessionPersonSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  /** The spec's user_type_id: 1 human, 2 system, 3 AI. */
  user_type_id: z.number().int(),
});
export type SessionPerson = z.infer<typeof sessionPersonSchema>;

export const MESSAGE_KINDS = ['text', 'media', 'system'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * An image or file sent in the chat. Its links are signed for the people of the session and
 * expire (an image tag cannot send a bearer token); a message fetched again has fresh ones.
 */
export const messageMediaSchema = z.object({
  media_type: z.enum(MEDIA_TYPES),
  file_name: z.string(),
  mime: z.string(),
  size: z.number().int().positive(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  /** Set for a recorded voice note: the chat plays it instead of offering a download. */
  voice_note: voiceNoteMetadataSchema.nullable(),
});
export type MessageMedia = z.infer<typeof messageMediaSchema>;

/** The reactions a message can get, as the chat offers them. */
export const REACTION_EMOJIS = ['👍', '❤️', '😂', '😮', '🎉', '🤔'] as const;
export const reactionSchema = z.object({ emoji: z.enum(REACTION_EMOJIS), user_ids: z.array(id) });

export const sessionMessageSchema = z.object({
  id,
  session_id: id,
  /** Position in the session, increasing; a reconnecting client asks for what came after its last. */
  seq: z.number().int().positive(),
  /** The sender's own id for the message: sending it again never stores it twice. */
  client_id: z.string(),
  /** Null for the system's own lines (matched, ended, transferred). */
  sender_id: id.nullable(),
  kind: z.enum(MESSAGE_KINDS),
  text: z.string(),
  created_at: unixSeconds,
  /** Set by moderation when the text suggests the writer is at risk; managers were alerted. */
  is_flagged: z.boolean(),
  /** The image or file of a media message; null for text. */
  media: messageMediaSchema.nullable(),
  /** Who reacted with what, each emoji once with its people. */
  reactions: z.array(reactionSchema),
  /** When the viewer bookmarked it; null when they have not (or the message is not theirs to see yet). */
  bookmarked_at: unixSeconds.nullable(),
});
export type SessionMessage = z.infer<typeof sessionMessageSchema>;

export const sessionSubjectSchema = z.object({ id, name: z.string() });

export const sessionViewSchema = z.object({
  id,
  status: z.enum(SESSION_STATUSES),
  chat_type: z.enum(CHAT_TYPES),
  student: sessionPersonSchema,
  tutor: sessionPersonSchema.nullable(),
  /** The tutors who handed the session on, first one first: their messages keep their names. */
  former_tutors: z.array(sessionPersonSchema),
  subject: sessionSubjectSchema,
  topic: sessionSubjectSchema.nullable(),
  question: z.string(),
  language_id: id,
  requested_at: unixSeconds,
  matched_at: unixSeconds.nullable(),
  ended_at: unixSeconds.nullable(),
  ended_by: id.nullable(),
  is_feedback_completed: z.boolean(),
  /** The highest message seq so far: what a client compares with the last one it holds. */
  last_seq: z.number().int().nonnegative(),
  /** Messages from the other person after the viewer's last read one. */
  unread_count: z.number().int().nonnegative(),
  /** While waiting: the place in the subject's queue and the estimate shown in the waiting room. */
  queue: z
    .object({ position: z.number().int().positive(), estimated_wait_seconds: z.number().int().nullable() })
    .nullable(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const sessionIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Control characters (line breaks and tabs aside) and lone surrogates: PostgreSQL refuses NUL. */
const UNPRINTABLE_IN_TEXT = /(?![\n\t\r])[\p{Cc}\p{Cs}]/u;
const typedText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !UNPRINTABLE_IN_TEXT.test(text), 'must not contain control characters');

export const QUESTION_MAX_LENGTH = 2000;
export const MESSAGE_MAX_LENGTH = 4000;

export const requestSessionSchema = z.object({
  chat_type: z.enum(CHAT_TYPES),
  question: typedText(QUESTION_MAX_LENGTH),
  subject_id: z.number().int().positive(),
  topic_id: z.number().int().positive().nullable().optional(),
});
export type RequestSession = z.input<typeof requestSessionSchema>;

export const SESSION_LIST_SCOPES = ['open', 'history'] as const;
export const sessionsQuerySchema = z.object({
  scope: z.enum(SESSION_LIST_SCOPES).default('open'),
  page: z.coerce.number().int().positive().default(1),
});
export type SessionsQuery = z.infer<typeof sessionsQuerySchema>;

export const sessionListSchema = z.object({
  data: z.array(sessionViewSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type SessionList = z.infer<typeof sessionListSchema>;

export const messagesQuerySchema = z.object({
  after_seq: z.coerce.number().int().nonnegative().default(0),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messageListSchema = z.object({
  data: z.array(sessionMessageSchema),
  /** The session's highest seq when read: the client is up to date once it holds this one. */
  last_seq: z.number().int().nonnegative(),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** Socket command payloads. */
export const sendMessageSchema = z.object({
  session_id: z.number().int().positive(),
  client_id: z.uuid(),
  text: typedText(MESSAGE_MAX_LENGTH),
});
export const typingSchema = z.object({ session_id: z.number().int().positive(), is_typing: z.boolean() });
export const markReadSchema = z.object({
  session_id: z.number().int().positive(),
  up_to_seq: z.number().int().nonnegative(),
});

/** Socket event payloads. */
export const sessionUpdatedSchema = z.object({
  session: sessionViewSchema,
  cause: z.enum(['requested', 'matched', 'ended', 'transferred', 'queue_moved', 'handed_off', 'requeued']),
  at: unixSeconds,
});
export type SessionUpdated = z.infer<typeof sessionUpdatedSchema>;
export const typingChangedSchema = z.object({
  session_id: id,
  user_id: id,
  is_typing: z.boolean(),
});
export const messagesReadSchema = z.object({
  session_id: id,
  reader_id: id,
  up_to_seq: z.number().int().nonnegative(),
  at: unixSeconds,
});

/** A colleague a tutor may hand the session to: at work now, teaching the subject, with a free seat. */
export const handoffTutorSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  open_sessions: z.number().int().nonnegative(),
});
export const handoffTutorListSchema = z.array(handoffTutorSchema);
export type HandoffTutor = z.infer<typeof handoffTutorSchema>;

export const createHandoffSchema = z.object({
  session_id: z.number().int().positive(),
  incoming_tutor_id: z.number().int().positive(),
  reason: z.enum(HANDOFF_REASONS),
  other_text: z.string().trim().max(500).default(''),
});
export type CreateHandoff = z.input<typeof createHandoffSchema>;

/** The student's two-step transfer: a reason (7–10; "Other" needs words), then the new subject. */
export const transferSessionSchema = z.object({
  reason_id: z.number().int(),
  other_text: z.string().trim().max(500).default(''),
  subject_id: z.number().int().positive(),
});
export type TransferSession = z.input<typeof transferSessionSchema>;
/** The transferred session and the new one waiting in the new subject's queue. */
export const sessionTransferredSchema = z.object({ previous: sessionViewSchema, next: sessionViewSchema });

/** The student's end-of-session feedback. */
export const sessionFeedbackSchema = z.object({
  reason: z.enum(FEEDBACK_REASONS),
  learned: z.enum(LEARNED_STATUSES),
});
export type SessionFeedback = z.infer<typeof sessionFeedbackSchema>;

/** To the managers: a matched tutor did not take the student up, so the student went back to the queue. */
export const sessionReofferedSchema = z.object({
  session_id: id,
  student_id: id,
  /** The tutor the student was matched to, who had not written to them. */
  silent_tutor_id: id,
  subject_id: id,
  /** Why: two minutes without a word, or the tutor away from their console (AWAY_MOVE_ON_SECONDS). */
  reason: z.enum(['silent', 'away']),
  at: unixSeconds,
});

/** To the student: the AI tutor's answer so far, while it is being written (then it arrives as a message). */
export const aiAnswerStreamedSchema = z.object({
  session_id: id,
  stream_id: z.string(),
  text: z.string(),
  at: unixSeconds,
});
/** To the student: the AI tutor could not answer; the app offers a live tutor. */
export const aiTutorFailedSchema = z.object({ session_id: id, at: unixSeconds });

/** The multipart fields sent with a chat upload besides the file itself (field `file`). */
export const attachmentFieldsSchema = z.object({
  client_id: z.uuid(),
  /** The file is a voice note recorded in the chat (audio files as such are refused). */
  voice_note: z.stringbool().default(false),
});
export const MEDIA_VARIANTS = ['original', 'thumbnail'] as const;
export const messageMediaParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  messageId: z.coerce.number().int().positive(),
});
export const messageMediaQuerySchema = z.object({
  variant: z.enum(MEDIA_VARIANTS).default('original'),
  exp: z.coerce.number().int().positive(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});
export type MessageMediaQuery = z.infer<typeof messageMediaQuerySchema>;

export const reactSchema = z.object({
  session_id: z.number().int().positive(),
  message_id: z.number().int().positive(),
  emoji: z.enum(REACTION_EMOJIS),
  /** true adds the viewer's reaction, false takes it back. */
  on: z.boolean(),
});
export const reactionUpdatedSchema = z.object({
  session_id: id,
  message_id: id,
  reactions: z.array(reactionSchema),
  at: unixSeconds,
});

export const bookmarkParamsSchema = messageMediaParamsSchema;
export const bookmarkSchema = z.object({
  message: sessionMessageSchema,
  session: z.object({ id, subject: sessionSubjectSchema, started_at: unixSeconds }),
});
export const bookmarkListSchema = z.object({
  data: z.array(bookmarkSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type BookmarkList = z.infer<typeof bookmarkListSchema>;
export const bookmarksQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  /** Only the bookmarks from sessions of this student: what a tutor's classroom shows beside their chat. */
  student_id: z.coerce.number().int().positive().optional(),
});
export type BookmarksQuery = z.infer<typeof bookmarksQuerySchema>;

/** A student shares a past session by link (the school must allow it): a read-only copy. */
export const createSharedSessionSchema = z.object({ session_id: z.number().int().positive() });
export type CreateSharedSession = z.infer<typeof createSharedSessionSchema>;
export const sharedSessionLinkSchema = z.object({ key: z.string(), path: z.string() });
export const sharedSessionKeyParamsSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
export const sharedSessionSchema = z.object({
  session: z.object({
    id,
    subject: sessionSubjectSchema,
    question: z.string(),
    tutor_first_name: z.string().nullable(),
    started_at: unixSeconds,
  }),
  messages: z.array(sessionMessageSchema),
  shareDate: unixSeconds,
  sharingUser: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type SharedSession = z.infer<typeof sharedSessionSchema>;

/** Whether a live tutor can take the subject now, and otherwise when the next one starts work. */
export const subjectAvailabilitySchema = z.object({
  subject_id: id,
  available_now: z.boolean(),
  /** The start of the next tutoring segment of a tutor teaching it; null when none is scheduled. */
  next_available_at: unixSeconds.nullable(),
});
export type SubjectAvailability = z.infer<typeof subjectAvailabilitySchema>;
export const subjectIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
