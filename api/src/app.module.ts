import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import type { Logger } from 'pino';
import { ormConfig } from './db/mikro-orm.config.js';
import { AccountModule } from './modules/account/account.module.js';
import { ActionItemsModule } from './modules/action-items/action-items.module.js';
import { ServiceModule } from './modules/service/service.module.js';
import { AvailabilityModule } from './modules/availability/availability.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { SsoModule } from './modules/sso/sso.module.js';
import { OAuth2Module } from './modules/oauth2/oauth2.module.js';
import { BreaksModule } from './modules/breaks/breaks.module.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { EssaysModule } from './modules/essays/essays.module.js';
import { FeatureFlagsModule } from './modules/feature-flags/feature-flags.module.js';
import { FilesModule } from './modules/files/files.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { ModerationModule } from './modules/moderation/moderation.module.js';
import { PresenceModule } from './modules/presence/presence.module.js';
import { RealtimeModule } from './modules/realtime/realtime.module.js';
import { RosteringModule } from './modules/rostering/rostering.module.js';
import { CustomersModule } from './modules/customers/customers.module.js';
import { SectionsModule } from './modules/sections/sections.module.js';
import { TeacherAreaModule } from './modules/teacher-area/teacher-area.module.js';
import { AdminDashboardModule } from './modules/admin-dashboard/admin-dashboard.module.js';
import { StudentAnalyticsModule } from './modules/student-analytics/student-analytics.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';
import { SchedulesModule } from './modules/schedules/schedules.module.js';
import { SessionReportsModule } from './modules/session-reports/session-reports.module.js';
import { SessionsModule } from './modules/sessions/sessions.module.js';
import { SuperuserModule } from './modules/superuser/superuser.module.js';
import { AssessmentsModule } from './modules/assessments/assessments.module.js';
import { TransfersModule } from './modules/transfers/transfers.module.js';
import { TimesheetsModule } from './modules/timesheets/timesheets.module.js';
import { TutorCommentsModule } from './modules/tutor-comments/tutor-comments.module.js';
import { CannedRepliesModule } from './modules/canned-replies/canned-replies.module.js';
import { ProfileModule } from './modules/profile/profile.module.js';
import { TutorsModule } from './modules/tutors/tutors.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { LearnerProfileModule } from './modules/learner-profile/learner-profile.module.js';
import { Clock } from './platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from './platform/config/config.js';
import { HealthController } from './platform/health/health.controller.js';
import { RedisProbe } from './platform/health/redis-probe.js';
import { EnvelopeInterceptor } from './platform/http/envelope.interceptor.js';
import { ErrorFilter } from './platform/http/error.filter.js';
import { AiModule } from './platform/ai/ai.module.js';
import { JobsModule } from './platform/jobs/jobs.module.js';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module.js';
import { LOGGER } from './platform/logging/logger.js';

export interface AppModuleOptions {
  config: AppConfig;
  clientUrl: string;
  clock: Clock;
  logger: Logger;
}

@Global()
@Module({})
class PlatformModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: PlatformModule,
      providers: [
        { provide: APP_CONFIG, useValue: options.config },
        { provide: Clock, useValue: options.clock },
        { provide: LOGGER, useValue: options.logger },
      ],
      exports: [APP_CONFIG, Clock, LOGGER],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(options),
        MikroOrmModule.forRoot(ormConfig(options.clientUrl)),
        JobsModule,
        RateLimitModule,
        AiModule,
        AuditModule,
        RealtimeModule,
        UsersModule,
        AuthModule,
        SsoModule,
        OAuth2Module,
        MailModule,
        AccountModule,
        ProfileModule,
        LearnerProfileModule,
        CatalogModule,
        FeatureFlagsModule,
        PresenceModule,
        SchedulesModule,
        BreaksModule,
        AvailabilityModule,
        TransfersModule,
        TimesheetsModule,
        ModerationModule,
        FilesModule,
        ActionItemsModule,
        ServiceModule,
        TutorsModule,
        SessionsModule,
        AssessmentsModule,
        EssaysModule,
        AnalyticsModule,
        SessionReportsModule,
        SuperuserModule,
        TutorCommentsModule,
        CannedRepliesModule,
        RosteringModule,
        CustomersModule,
        SectionsModule,
        PrivacyModule,
        TeacherAreaModule,
        AdminDashboardModule,
        StudentAnalyticsModule,
      ],
      controllers: [HealthController],
      providers: [
        RedisProbe,
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
      ],
    };
  }
}
