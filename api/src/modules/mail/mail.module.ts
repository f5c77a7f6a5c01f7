import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { MailMessagesRepository } from './mail-messages.repository.js';
import { MailOutbox } from './mail-outbox.service.js';
import { MailTransport, mailTransportFor } from './mail-transport.js';

/** Lantern's e-mail: the outbox every module queues messages in, and the transport they leave by. */
@Module({
  imports: [JobsModule],
  providers: [
    MailOutbox,
    MailMessagesRepository,
    {
      provide: MailTransport,
      inject: [APP_CONFIG, LOGGER],
      useFactory: (config: AppConfig, logger: Logger) => mailTransportFor(config, logger),
    },
  ],
  exports: [MailOutbox],
})
export class MailModule {}
