import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { ActionItemsModule } from '../action-items/action-items.module.js';
import { AssessmentsModule } from '../assessments/assessments.module.js';
import { FeatureFlagsModule } from '../feature-flags/feature-flags.module.js';
import { FilesModule } from '../files/files.module.js';
import { ModerationModule } from '../moderation/moderation.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { PresenceModule } from '../presence/presence.module.js';
import { SchedulesModule } from '../schedules/schedules.module.js';
import { AiTutor } from './ai-tutor.js';
import { ClassroomGateway } from './classroom.gateway.js';
import { MediaLinks } from './media-links.js';
import { MessageExtrasService } from './message-extras.js';
import { SharedSessions } from './shared-sessions.js';
import { SessionHistoryRepository } from './session-history.repository.js';
import { SessionTranscripts } from './session-transcripts.js';
import { Whiteboards } from './whiteboards.js';
import { ClassroomMessages } from './classroom-messages.service.js';
import { SessionAnnouncer } from './session-announcer.js';
import { SessionObservers } from './session-observers.js';
import { SessionMatcher } from './session-matcher.js';
import { SessionMoves } from './session-moves.service.js';
import { SilentTutors } from './silent-tutors.js';
import { AwaySessionsQuery } from './away-sessions.query.js';
import { AwayTutors } from './away-tutors.js';
import { SessionMatchingJob } from './session-matching.job.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/** Live help: sessions, the tutor matcher and the classroom's messages. */
@Module({
  imports: [
    AccessModule,
    AuditModule,
    RealtimeModule,
    FeatureFlagsModule,
    SchedulesModule,
    PresenceModule,
    JobsModule,
    ModerationModule,
    ActionItemsModule,
    AssessmentsModule,
    FilesModule,
  ],
  controllers: [SessionsController],
  providers: [
    SessionsRepository,
    SessionHistoryRepository,
    SessionAnnouncer,
    SessionMatcher,
    SessionMatchingJob,
    AiTutor,
    MediaLinks,
    MessageExtrasService,
    Whiteboards,
    SharedSessions,
    SessionTranscripts,
    SessionObservers,
    SessionsService,
    SessionMoves,
    SilentTutors,
    AwaySessionsQuery,
    AwayTutors,
    ClassroomMessages,
    ClassroomGateway,
  ],
  exports: [SessionMatcher],
})
export class SessionsModule {}
