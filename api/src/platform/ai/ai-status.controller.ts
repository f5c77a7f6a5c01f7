import type { AiStatus } from '@lantern/shared/contracts/ai';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject } from '@nestjs/common';
import { Auth, type AuthContext } from '../auth/auth-context.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { AiStatusService } from './ai-status.service.js';

@Controller()
export class AiStatusController {
  constructor(@Inject(AiStatusService) private readonly status: AiStatusService) {}

  /** Whether the apps offer the AI to the signed-in person, and if not, why. */
  @Endpoint(routes.aiStatus)
  aiStatus(@Auth() auth: AuthContext): Promise<AiStatus> {
    return this.status.forUser(auth.userId);
  }
}
