import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { PreferencesService } from './preferences.service.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [AccessModule, AuditModule],
  controllers: [UsersController],
  providers: [UsersRepository, UsersService, PreferencesService],
  exports: [UsersRepository, UsersService],
})
export class UsersModule {}
