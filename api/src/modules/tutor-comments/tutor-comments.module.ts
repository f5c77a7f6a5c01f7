import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { ModerationModule } from '../moderation/moderation.module.js';
import { TutorCommentsController } from './tutor-comments.controller.js';
import { TutorCommentsService } from './tutor-comments.service.js';

/** Tutors' notes about a student, shown in the classroom's side panel. */
@Module({
  imports: [AccessModule, ModerationModule],
  controllers: [TutorCommentsController],
  providers: [TutorCommentsService],
})
export class TutorCommentsModule {}
