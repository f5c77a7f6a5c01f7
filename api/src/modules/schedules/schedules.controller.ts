import {
  CLIENT_APP_HEADER,
  clientAppSchema,
  type ShiftStateChange,
} from '@lantern/shared/contracts/schedules';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Headers, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { SchedulesService } from './schedules.service.js';

@Controller()
export class SchedulesController {
  constructor(@Inject(SchedulesService) private readonly schedules: SchedulesService) {}

  @Endpoint(routes.currentShift)
  current(@Auth() auth: AuthContext) {
    return this.schedules.current(auth);
  }

  @Endpoint(routes.shiftState)
  state(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.schedules.state(auth, id);
  }

  @Endpoint(routes.changeShiftState)
  change(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @ValidBody() body: ShiftStateChange,
    @Headers(CLIENT_APP_HEADER) app: string | undefined,
  ) {
    // The app is trail information, not input to any decision: an unknown value is recorded as none.
    const parsed = clientAppSchema.safeParse(app);
    return this.schedules.change(auth, id, body, parsed.success ? parsed.data : null);
  }
}
