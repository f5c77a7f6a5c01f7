import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AccountModule } from '../account/account.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { SignInsModule } from '../auth/sign-ins-ending.js';
import { CustomerAuditService } from './customer-audit.service.js';
import { CustomerLookupsController } from './customer-lookups.controller.js';
import { CustomersController } from './customers.controller.js';
import { CustomersRepository } from './customers.repository.js';
import { DistrictsService } from './districts.service.js';
import { LicencesService } from './licences.service.js';
import { PeopleController } from './people.controller.js';
import { PeopleRepository } from './people.repository.js';
import { PeopleService } from './people.service.js';
import { SchoolLookupsRepository } from './school-lookups.repository.js';
import { SchoolLookupsService } from './school-lookups.service.js';
import { SchoolsService } from './schools.service.js';
import { SeatsRepository } from './seats.repository.js';
import { StudentAccountsService } from './student-accounts.service.js';

/**
 * Customer administration for superusers: districts, schools with their settings, licences with
 * their seats, people of any role, and the trail of every change (who, when, before and after);
 * for a school's own staff too, its people, its numbers and its student accounts.
 */
@Module({
  imports: [AccessModule, AuditModule, AccountModule, SignInsModule],
  controllers: [CustomerLookupsController, CustomersController, PeopleController],
  providers: [
    CustomersRepository,
    DistrictsService,
    SchoolsService,
    LicencesService,
    CustomerAuditService,
    PeopleRepository,
    PeopleService,
    SchoolLookupsRepository,
    SchoolLookupsService,
    SeatsRepository,
    StudentAccountsService,
  ],
})
export class CustomersModule {}
