import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { ProfileController } from './profile.controller.js';
import { ProfileRepository } from './profile.repository.js';
import { ProfileService } from './profile.service.js';

/** `/me/profile`, notification options and app sounds: the signed-in person's own settings. */
@Module({
  imports: [AuditModule],
  controllers: [ProfileController],
  providers: [ProfileRepository, ProfileService],
})
export class ProfileModule {}
