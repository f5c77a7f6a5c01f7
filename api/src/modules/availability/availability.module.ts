import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { AvailabilityController } from './availability.controller.js';
import { AvailabilityRepository } from './availability.repository.js';
import { AvailabilityService } from './availability.service.js';

/** What tutors offer to work: weekly blocks, the week's spans, maximum weekly hours, confirmation. */
@Module({
  imports: [RealtimeModule],
  controllers: [AvailabilityController],
  providers: [AvailabilityRepository, AvailabilityService],
})
export class AvailabilityModule {}
