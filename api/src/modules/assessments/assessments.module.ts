import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AssessmentsController } from './assessments.controller.js';
import { AssessmentsService } from './assessments.service.js';

/** The tutor's post-session assessments and the recognitions they give students. */
@Module({
  imports: [AccessModule],
  controllers: [AssessmentsController],
  providers: [AssessmentsService],
  exports: [AssessmentsService],
})
export class AssessmentsModule {}
