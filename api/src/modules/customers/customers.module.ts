import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AccountModule } from '../account/account.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { SignInsModule } from '../auth/sign-ins-ending.js';
import { CustomerAuditService } from './customer-audit.service.js';
import { CustomersController } from './customers.controller.js';
import { CustomersRepository } from './customers.repository.js';
import { DistrictsService } from './districts.service.js';
import { LicencesService } from './licences.service.js';
import { PeopleController } from './people.controller.js';
import { PeopleRepository } from './people.repository.js';
import { PeopleService } from './people.service.js';
import { SchoolsService } from './schools.service.js';

/**
 * Customer administration for superusers: districts, schools with their settings, licences with
 * their seats, people of any role, and the trail of every change (who, when, before and after).
 */
@Module({
  imports: [AccessModule, AuditModule, AccountModule, SignInsModule],
  controllers: [CustomersController, PeopleController],
  providers: [
    CustomersRepository,
    DistrictsService,
    SchoolsService,
    LicencesService,
    CustomerAuditService,
    PeopleRepository,
    PeopleService,
  ],
})
export class CustomersModule {}
