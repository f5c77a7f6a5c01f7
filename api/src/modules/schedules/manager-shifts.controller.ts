import {
  type AddSegment,
  type CreateShift,
  type ExtendShift,
  type SegmentDateChange,
  type SegmentSessionableChange,
  type SegmentTypeChange,
  type ShiftScheduleQuery,
  type ShiftsQuery,
} from '@lantern/shared/contracts/schedules';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { ManagerShiftsService } from './manager-shifts.service.js';
import { ShiftReads } from './shift-reads.service.js';

/**
 * The managers' quick edits of tutors' shifts (create, extend, add or change a segment, delete),
 * the schedule they see, and the segment types everyone's consoles colour and name.
 */
@Controller()
export class ManagerShiftsController {
  constructor(
    @Inject(ManagerShiftsService) private readonly shifts: ManagerShiftsService,
    @Inject(ShiftReads) private readonly reads: ShiftReads,
  ) {}

  @Endpoint(routes.shifts)
  list(@Auth() auth: AuthContext, @ValidQuery() query: ShiftsQuery) {
    return this.reads.list(auth, query);
  }

  @Endpoint(routes.shiftSchedule)
  schedule(@ValidQuery() query: ShiftScheduleQuery) {
    return this.reads.schedule(query);
  }

  @Endpoint(routes.segmentTypes)
  segmentTypes() {
    return this.reads.segmentTypes();
  }

  @Endpoint(routes.createShift)
  create(@Auth() auth: AuthContext, @ValidBody() body: CreateShift) {
    return this.shifts.create(auth, body);
  }

  @Endpoint(routes.extendShift)
  extend(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: ExtendShift) {
    return this.shifts.extend(auth, id, body);
  }

  @Endpoint(routes.setSegmentType)
  setType(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Param('segmentId') segmentId: number,
    @ValidBody() body: SegmentTypeChange,
  ) {
    return this.shifts.setSegmentType(auth, id, segmentId, body);
  }

  @Endpoint(routes.setSegmentDate)
  setDate(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Param('segmentId') segmentId: number,
    @ValidBody() body: SegmentDateChange,
  ) {
    return this.shifts.setSegmentDate(auth, id, segmentId, body);
  }

  @Endpoint(routes.setSegmentSessionable)
  setSessionable(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Param('segmentId') segmentId: number,
    @ValidBody() body: SegmentSessionableChange,
  ) {
    return this.shifts.setSegmentSessionable(auth, id, segmentId, body);
  }

  @Endpoint(routes.addSegment)
  addSegment(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: AddSegment) {
    return this.shifts.addSegment(auth, id, body);
  }

  @Endpoint(routes.deleteSegment)
  deleteSegment(@Auth() auth: AuthContext, @Param('id') id: number, @Param('segmentId') segmentId: number) {
    return this.shifts.deleteSegment(auth, id, segmentId);
  }

  @Endpoint(routes.deleteShift)
  deleteShift(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.shifts.deleteShift(auth, id);
  }
}
