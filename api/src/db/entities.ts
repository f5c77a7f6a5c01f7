import type { EntitySchema } from '@mikro-orm/core';
import { AiDailyCalls } from '../platform/ai/ai-daily-calls.entity.js';
import { ActionItem } from '../modules/action-items/entities/action-item.entity.js';
import { SafetyEscalation } from '../modules/action-items/entities/safety-escalation.entity.js';
import { Assessment } from '../modules/assessments/entities/assessment.entity.js';
import { AuditEvent } from '../modules/audit/entities/audit-event.entity.js';
import { EssayAnnotation } from '../modules/essays/entities/essay-annotation.entity.js';
import { EssayAiSummary } from '../modules/essays/entities/essay-ai-summary.entity.js';
import { EssayFingerprint } from '../modules/essays/entities/essay-fingerprint.entity.js';
import { EssaySuggestion } from '../modules/essays/entities/essay-suggestion.entity.js';
import { ContentLibraryItem } from '../modules/essays/entities/content-library-item.entity.js';
import { TutorReviewSettings } from '../modules/essays/entities/tutor-review-settings.entity.js';
import { Essay } from '../modules/essays/entities/essay.entity.js';
import { AvailabilityBlock } from '../modules/availability/entities/availability-block.entity.js';
import { AvailabilityWeekConfirmation } from '../modules/availability/entities/availability-week-confirmation.entity.js';
import { Availability } from '../modules/availability/entities/availability.entity.js';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity.js';
import { AccountLink } from '../modules/account/entities/account-link.entity.js';
import { MailMessage } from '../modules/mail/entities/mail-message.entity.js';
import { Concept } from '../modules/catalog/entities/concept.entity.js';
import { Grade, GradeGroup } from '../modules/catalog/entities/grade.entity.js';
import { Language } from '../modules/catalog/entities/language.entity.js';
import { Subject } from '../modules/catalog/entities/subject.entity.js';
import { Topic } from '../modules/catalog/entities/topic.entity.js';
import { FeatureFlag } from '../modules/feature-flags/entities/feature-flag.entity.js';
import { Shift } from '../modules/schedules/entities/shift.entity.js';
import { LiveSession } from '../modules/sessions/entities/live-session.entity.js';
import { MessageBookmark } from '../modules/sessions/entities/message-bookmark.entity.js';
import { MessageReaction } from '../modules/sessions/entities/message-reaction.entity.js';
import { SessionHandoff } from '../modules/sessions/entities/session-handoff.entity.js';
import { SessionMessage } from '../modules/sessions/entities/session-message.entity.js';
import { SharedSession } from '../modules/sessions/entities/shared-session.entity.js';
import { WhiteboardStroke } from '../modules/sessions/entities/whiteboard-stroke.entity.js';
import { ShiftBreak } from '../modules/schedules/entities/shift-break.entity.js';
import { ShiftEvent } from '../modules/schedules/entities/shift-event.entity.js';
import { ShiftSegment } from '../modules/schedules/entities/shift-segment.entity.js';
import { ShiftState } from '../modules/schedules/entities/shift-state.entity.js';
import { Course } from '../modules/schools/entities/course.entity.js';
import { District } from '../modules/schools/entities/district.entity.js';
import { School } from '../modules/schools/entities/school.entity.js';
import { Licence } from '../modules/schools/entities/licence.entity.js';
import { Section } from '../modules/schools/entities/section.entity.js';
import { RosterEnrollment } from '../modules/rostering/entities/roster-enrollment.entity.js';
import { RosterImport } from '../modules/rostering/entities/roster-import.entity.js';
import { RosterSource } from '../modules/rostering/entities/roster-source.entity.js';
import { RosterSync } from '../modules/rostering/entities/roster-sync.entity.js';
import { ShiftTransferRequest } from '../modules/transfers/entities/shift-transfer-request.entity.js';
import { Incident } from '../modules/session-reports/entities/incident.entity.js';
import { SessionFeedbackReport } from '../modules/session-reports/entities/session-feedback-report.entity.js';
import { DistrictRetention } from '../modules/privacy/entities/district-retention.entity.js';
import { PrivacyDeletion } from '../modules/privacy/entities/privacy-deletion.entity.js';
import { StudentAccess } from '../modules/privacy/entities/student-access.entity.js';
import { Student } from '../modules/users/entities/student.entity.js';
import { ContentHold } from '../modules/superuser/entities/content-hold.entity.js';
import { Tutor } from '../modules/users/entities/tutor.entity.js';
import { TutorComment } from '../modules/tutor-comments/entities/tutor-comment.entity.js';
import { CannedReply } from '../modules/canned-replies/entities/canned-reply.entity.js';
import { OAuth2Code } from '../modules/oauth2/entities/oauth2-code.entity.js';
import { SsoLink } from '../modules/sso/entities/sso-link.entity.js';
import { TutorPresence } from '../modules/presence/entities/tutor-presence.entity.js';
import { UserPreferences } from '../modules/users/entities/user-preferences.entity.js';
import { StudentGroup, StudentGroupUser } from '../modules/student-groups/entities/student-group.entity.js';
import { SessionSummary, StudentNudge } from '../modules/teacher-area/entities/session-summary.entity.js';
import { User } from '../modules/users/entities/user.entity.js';

/** Every entity, listed explicitly: no folder scanning, so dist and sources behave the same. */
// Annotated: the inferred tuple of every entity's full type is more than the compiler will serialize.
export const entities: EntitySchema[] = [
  District,
  School,
  Licence,
  AiDailyCalls,
  Course,
  Section,
  Subject,
  Topic,
  Concept,
  Language,
  GradeGroup,
  Grade,
  User,
  Student,
  Tutor,
  RefreshToken,
  SsoLink,
  OAuth2Code,
  AuditEvent,
  FeatureFlag,
  Shift,
  ShiftSegment,
  ShiftState,
  ShiftBreak,
  ShiftEvent,
  Availability,
  AvailabilityBlock,
  AvailabilityWeekConfirmation,
  ShiftTransferRequest,
  UserPreferences,
  LiveSession,
  SessionMessage,
  SessionHandoff,
  MessageReaction,
  MessageBookmark,
  WhiteboardStroke,
  Assessment,
  SharedSession,
  ActionItem,
  SafetyEscalation,
  Essay,
  EssayAnnotation,
  EssaySuggestion,
  EssayAiSummary,
  EssayFingerprint,
  TutorReviewSettings,
  ContentLibraryItem,
  SessionFeedbackReport,
  Incident,
  ContentHold,
  TutorComment,
  CannedReply,
  TutorPresence,
  AccountLink,
  MailMessage,
  RosterSource,
  RosterSync,
  RosterEnrollment,
  RosterImport,
  PrivacyDeletion,
  StudentAccess,
  DistrictRetention,
  StudentGroup,
  StudentGroupUser,
  SessionSummary,
  StudentNudge,
];
