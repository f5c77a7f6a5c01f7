import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { CannedRepliesController } from './canned-replies.controller.js';
import { CannedRepliesRepository } from './canned-replies.repository.js';
import { CannedRepliesService } from './canned-replies.service.js';

/** Canned replies: the snippets tutors insert into the classroom composer by a shortcut. */
@Module({
  imports: [AccessModule],
  controllers: [CannedRepliesController],
  providers: [CannedRepliesService, CannedRepliesRepository],
})
export class CannedRepliesModule {}
