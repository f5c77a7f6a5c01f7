import { routes } from '@lantern/shared/contracts/routes';
import { CLIENT_APP_HEADER, clientAppSchema } from '@lantern/shared/contracts/schedules';
import type { TransferAction, TransferCandidateRequest } from '@lantern/shared/contracts/transfers';
import { Controller, Headers, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { TransfersService } from './transfers.service.js';

/** The app is trail information, not input to any decision: an unknown value is recorded as none. */
const appOf = (header: string | undefined) => {
  const parsed = clientAppSchema.safeParse(header);
  return parsed.success ? parsed.data : null;
};

@Controller()
export class TransfersController {
  constructor(@Inject(TransfersService) private readonly transfers: TransfersService) {}

  @Endpoint(routes.transferOffers)
  offers() {
    return this.transfers.offers();
  }

  @Endpoint(routes.offerSegmentTransfer)
  offer(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Headers(CLIENT_APP_HEADER) app: string | undefined,
  ) {
    return this.transfers.offer(auth, id, appOf(app));
  }

  @Endpoint(routes.cancelTransfer)
  cancel(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Headers(CLIENT_APP_HEADER) app: string | undefined,
  ) {
    return this.transfers.cancel(auth, id, appOf(app));
  }

  @Endpoint(routes.transferCandidate)
  candidate(@Auth() auth: AuthContext, @ValidBody() body: TransferCandidateRequest) {
    return this.transfers.candidate(auth, body.shift_segment_id);
  }

  // Declared after the candidate lookup, whose literal path it would otherwise shadow.
  @Endpoint(routes.transferAction)
  action(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    // Validated for its one action, cancel; the schema refuses anything else.
    @ValidBody() _body: TransferAction,
    @Headers(CLIENT_APP_HEADER) app: string | undefined,
  ) {
    return this.transfers.cancel(auth, id, appOf(app));
  }

  @Endpoint(routes.validateTransfer)
  validate(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Headers(CLIENT_APP_HEADER) app: string | undefined,
  ) {
    return this.transfers.validate(auth, id, appOf(app));
  }
}
