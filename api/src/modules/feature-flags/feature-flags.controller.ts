import type { SetFeatureFlag } from '@lantern/shared/contracts/feature-flags';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { FeatureFlagsService } from './feature-flags.service.js';

@Controller()
export class FeatureFlagsController {
  constructor(@Inject(FeatureFlagsService) private readonly flags: FeatureFlagsService) {}

  @Endpoint(routes.featureFlags)
  list() {
    return this.flags.list();
  }

  @Endpoint(routes.setFeatureFlag)
  set(@Auth() auth: AuthContext, @Param('key') key: string, @ValidBody() body: SetFeatureFlag) {
    return this.flags.set(auth, key, body.enabled);
  }
}
