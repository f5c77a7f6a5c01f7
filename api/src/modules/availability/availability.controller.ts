import type {
  AvailabilityBatch,
  AvailabilityBlocks,
  AvailabilityWeekQuery,
  CreateAvailability,
  MaxWeeklyHours,
} from '@lantern/shared/contracts/availability';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { AvailabilityService } from './availability.service.js';

// The batch routes come before `/availabilities/:id`: routes match in the order they are declared.
@Controller()
export class AvailabilityController {
  constructor(@Inject(AvailabilityService) private readonly availability: AvailabilityService) {}

  @Endpoint(routes.saveAvailabilitiesBatch)
  saveBatch(@Auth() auth: AuthContext, @ValidBody() body: AvailabilityBatch) {
    return this.availability.saveBatch(auth, body.availabilities);
  }

  @Endpoint(routes.replaceAvailabilitiesBatch)
  replaceBatch(@Auth() auth: AuthContext, @ValidBody() body: AvailabilityBatch) {
    return this.availability.saveBatch(auth, body.availabilities);
  }

  @Endpoint(routes.availabilities)
  list(@Auth() auth: AuthContext) {
    return this.availability.list(auth, auth.userId);
  }

  @Endpoint(routes.createAvailability)
  create(@Auth() auth: AuthContext, @ValidBody() body: CreateAvailability) {
    return this.availability.create(auth, body);
  }

  @Endpoint(routes.updateAvailability)
  update(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: CreateAvailability) {
    return this.availability.update(auth, id, body);
  }

  @Endpoint(routes.deleteAvailability)
  remove(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.availability.remove(auth, id);
  }

  @Endpoint(routes.tutorAvailabilities)
  tutorAvailabilities(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.availability.list(auth, id);
  }

  /** The only action is `confirm-open-week`, which the body schema enforces. */
  @Endpoint(routes.tutorAvailabilityAction)
  confirmOpenWeek(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.availability.confirmOpenWeek(auth, id);
  }

  @Endpoint(routes.tutorOpenWeek)
  openWeek(@Auth() auth: AuthContext, @Param('id') id: number, @ValidQuery() query: AvailabilityWeekQuery) {
    return this.availability.openWeek(auth, id, query.week_start);
  }

  @Endpoint(routes.availabilityBlocks)
  blocks(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.availability.blocks(auth, id);
  }

  @Endpoint(routes.setAvailabilityBlocks)
  setBlocks(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: AvailabilityBlocks) {
    return this.availability.setBlocks(auth, id, body);
  }

  @Endpoint(routes.maxWeeklyHours)
  maxWeeklyHours(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.availability.maxWeeklyHours(auth, id);
  }

  @Endpoint(routes.setMaxWeeklyHours)
  setMaxWeeklyHours(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: MaxWeeklyHours) {
    return this.availability.setMaxWeeklyHours(auth, id, body);
  }
}
