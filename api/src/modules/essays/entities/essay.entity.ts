import { PLAGIARISM_STATES, SUGGESTIONS_STATES } from '@lantern/shared/contracts/essay-review';
import { CONVERSION_STATES, REVIEW_SUBMISSION_TYPES } from '@lantern/shared/contracts/essays';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { School } from '../../schools/entities/school.entity.js';
import { Section } from '../../schools/entities/section.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** A file the student handed in, as stored: the type its bytes showed, never the name's. */
export interface StoredEssayFile {
  key: string;
  file_name: string;
  kind: 'pdf' | 'docx' | 'image';
  mime: string;
  size: number;
}

/** A passage of the essay that matches an earlier submission, for the tutor's plagiarism panel. */
export interface PlagiarismPassage {
  essay_id: number;
  text: string;
  start: number;
  end: number;
  page_number?: number;
  source_text?: string;
  /** Unix seconds. */
  source_submitted_at?: number;
}

/**
 * A piece of work handed in for review. `status` is the spec's number (-1 cancelled, 0 pending,
 * 1 assigned, 2 reviewed, 3 downloaded). A pending essay enters the tutors' queue once its PDF
 * exists (`conversionState` converted); a tutor first holds it by reservation (`reservedBy` until
 * `reservedUntil`), then owns it from pick-up (`tutor`, `pickedUpAt`). A manager may move it to the
 * front of the queue (`prioritisedAt`), release it from its tutor or give it to another.
 */
export const Essay = defineEntity({
  name: 'Essay',
  tableName: 'essays',
  indexes: [
    { properties: ['status', 'dueAt'] },
    { properties: ['student', 'createdAt'] },
    // The dashboards read a date range's essays by time, with their student (Migration20261129130000).
    { properties: ['createdAt', 'student'] },
    // The queue's order (`essay-queue-order`): moved to the front last first, then soonest due.
    {
      name: 'essays_queue_order_index',
      columns: [
        { name: 'status' },
        { name: 'prioritised_at', sort: 'desc', nulls: 'last' },
        { name: 'due_at' },
        { name: 'id' },
      ],
    },
  ],
  properties: {
    id: p.integer().primary(),
    status: p.integer().default(0),
    student: () => p.manyToOne(User),
    school: () => p.manyToOne(School).nullable().index(),
    languageId: p.integer(),
    section: () => p.manyToOne(Section).nullable(),
    /** The section's name in the student's words when they chose "Other". */
    sectionOther: p.string().length(200).nullable(),
    submissionType: p.enum(REVIEW_SUBMISSION_TYPES),
    title: p.string().length(200),
    details: p.text(),
    createdAt: p.datetime(),
    dueAt: p.datetime(),
    tutor: () => p.manyToOne(User).nullable().index(),
    reservedBy: () => p.manyToOne(User).nullable().index(),
    reservedUntil: p.datetime().nullable(),
    /** When a manager moved it to the front of the queue; null while it keeps its place by due time. */
    prioritisedAt: p.datetime().nullable(),
    pickedUpAt: p.datetime().nullable(),
    reviewedAt: p.datetime().nullable(),
    downloadedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    sourceFiles: p.json<StoredEssayFile[]>(),
    instructionFiles: p.json<StoredEssayFile[]>(),
    /** The one PDF the tutor reviews: every source file converted and merged. */
    pdfKey: p.string().length(200).nullable(),
    /** The PDF with the tutor's annotations written into it, once reviewed. */
    reviewedPdfKey: p.string().length(200).nullable(),
    conversionState: p.enum(CONVERSION_STATES).default('queued'),
    conversionProgress: p.integer().default(0),
    conversionError: p.text().nullable(),
    summaryComment: p.text().nullable(),
    /** The tutor's verdict at submission (the spec's plagiarism_free). */
    plagiarismFree: p.boolean().nullable(),
    /** Share (0–1) of the essay's fingerprints found in earlier submissions. */
    plagiarismScore: p.double().$type<number>().nullable(),
    plagiarismPassages: p.json<PlagiarismPassage[]>().nullable(),
    plagiarismState: p.enum(PLAGIARISM_STATES).default('pending'),
    /** The PDF's text, pages joined by a blank line: what was fingerprinted, and what passages quote. */
    extractedText: p.text().nullable().lazy(),
    /** Where each page starts in `extractedText` (page 1 first). */
    pageOffsets: p.json<number[]>().nullable(),
    /** Null until the review opens and asks the AI for suggestions. */
    suggestionsState: p.enum(SUGGESTIONS_STATES).nullable(),
    /** When the managers were told the review is taking too long (action item type 1). */
    longReviewRaisedAt: p.datetime().nullable(),
    summaryRating: p.integer().nullable(),
    commentsRating: p.integer().nullable(),
  },
});
export type Essay = InferEntity<typeof Essay>;
