import type {
  AppSoundsOptions,
  UpdateNotificationOptions,
  UpdateProfile,
} from '@lantern/shared/contracts/profile';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { ProfileService } from './profile.service.js';

@Controller()
export class ProfileController {
  constructor(@Inject(ProfileService) private readonly profile: ProfileService) {}

  @Endpoint(routes.profile)
  current(@Auth() auth: AuthContext) {
    return this.profile.profile(auth);
  }

  @Endpoint(routes.updateProfile)
  update(@Auth() auth: AuthContext, @ValidBody() body: UpdateProfile) {
    return this.profile.update(auth, body);
  }

  @Endpoint(routes.setNotificationOptions)
  notifications(@Auth() auth: AuthContext, @ValidBody() body: UpdateNotificationOptions) {
    return this.profile.setNotificationOptions(auth, body);
  }

  @Endpoint(routes.setAppSounds)
  appSounds(@Auth() auth: AuthContext, @ValidBody() body: AppSoundsOptions) {
    return this.profile.setAppSounds(auth, body);
  }
}
