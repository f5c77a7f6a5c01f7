import { z } from 'zod';
import { paginationSchema } from './envelope.js';
import {
  CHAT_TYPES,
  SESSION_STATUSES,
  sessionMessageSchema,
  sessionPersonSchema,
  sessionSubjectSchema,
} from './sessions.js';
import { whiteboardStrokeSchema } from './whiteboard.js';

/** Instants are unix seconds, as everywhere in the API. */
const unixSeconds = z.number().int();
const id = z.number().int();

/** A student's record, as a tutor who has taught them reads it: sessions, assessments, classmates. */
export const studentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const studentPageQuerySchema = z.object({ page: z.coerce.number().int().positive().default(1) });
export type StudentPageQuery = z.infer<typeof studentPageQuerySchema>;

/** One of the student's past sessions, with whichever tutor had it. */
export const studentPastSessionSchema = z.object({
  id,
  status: z.enum(SESSION_STATUSES),
  chat_type: z.enum(CHAT_TYPES),
  subject: sessionSubjectSchema,
  topic: sessionSubjectSchema.nullable(),
  question: z.string(),
  /** Null when no tutor took it. */
  tutor: sessionPersonSchema.nullable(),
  /** The tutor reading the list had this session (or handed it on). */
  with_you: z.boolean(),
  requested_at: unixSeconds,
  matched_at: unixSeconds.nullable(),
  ended_at: unixSeconds.nullable(),
});
export type StudentPastSession = z.infer<typeof studentPastSessionSchema>;

export const studentPastSessionListSchema = z.object({
  data: z.array(studentPastSessionSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type StudentPastSessionList = z.infer<typeof studentPastSessionListSchema>;

/** Who wrote a transcript's message, as the transcript names them. */
export const TRANSCRIPT_SENDER_ROLES = ['student', 'tutor', 'ai'] as const;
export type TranscriptSenderRole = (typeof TRANSCRIPT_SENDER_ROLES)[number];
export const transcriptSenderSchema = z.object({
  id,
  role: z.enum(TRANSCRIPT_SENDER_ROLES),
  first_name: z.string(),
  last_name: z.string(),
});
export type TranscriptSender = z.infer<typeof transcriptSenderSchema>;

/** A stored message with its sender named; null for the system's own lines. */
export const transcriptMessageSchema = sessionMessageSchema.extend({
  sender: transcriptSenderSchema.nullable(),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;

export const transcriptQuerySchema = z.object({
  /** The seq of the last message already held; 0 for the first page. */
  after_seq: z.coerce.number().int().nonnegative().default(0),
});
export type TranscriptQuery = z.infer<typeof transcriptQuerySchema>;

/**
 * A session read back after the fact, one page of messages at a time (oldest first). The first
 * page (`after_seq` 0) also carries the whiteboard's recording; later pages carry null there.
 */
export const sessionTranscriptSchema = z.object({
  session: z.object({
    id,
    status: z.enum(SESSION_STATUSES),
    chat_type: z.enum(CHAT_TYPES),
    student: sessionPersonSchema,
    tutor: sessionPersonSchema.nullable(),
    former_tutors: z.array(sessionPersonSchema),
    subject: sessionSubjectSchema,
    topic: sessionSubjectSchema.nullable(),
    question: z.string(),
    requested_at: unixSeconds,
    matched_at: unixSeconds.nullable(),
    ended_at: unixSeconds.nullable(),
    ended_by: id.nullable(),
  }),
  messages: z.array(transcriptMessageSchema),
  /** The `after_seq` that reads the next page; null once the last message is here. */
  next_after_seq: z.number().int().nonnegative().nullable(),
  whiteboard: z.array(whiteboardStrokeSchema).nullable(),
});
export type SessionTranscript = z.infer<typeof sessionTranscriptSchema>;
