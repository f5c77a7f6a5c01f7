import type {
  ChangeEmail,
  ChangePassword,
  ConfirmEmail,
  PasswordLinkCheck,
  PasswordResetRequest,
  SendPasswordLink,
  SetPassword,
} from '@lantern/shared/contracts/account';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { AccountService } from './account.service.js';
import { PasswordLinks } from './password-links.service.js';

@Controller()
export class AccountController {
  constructor(
    @Inject(AccountService) private readonly account: AccountService,
    @Inject(PasswordLinks) private readonly passwordLinks: PasswordLinks,
  ) {}

  @Endpoint(routes.requestPasswordReset)
  requestReset(@ValidBody() body: PasswordResetRequest, @Req() request: Request) {
    return this.passwordLinks.requestReset(body, request.ip ?? 'unknown');
  }

  @Endpoint(routes.checkPasswordLink)
  checkLink(@ValidBody() body: PasswordLinkCheck) {
    return this.passwordLinks.check(body.token);
  }

  @Endpoint(routes.setPassword)
  setPassword(@ValidBody() body: SetPassword, @Req() request: Request) {
    return this.passwordLinks.setPassword(body, request.ip ?? 'unknown');
  }

  @Endpoint(routes.sendPasswordLink)
  sendLink(@Auth() auth: AuthContext, @ValidBody() body: SendPasswordLink) {
    return this.passwordLinks.sendSetLink(auth, body.user_id);
  }

  @Endpoint(routes.account)
  current(@Auth() auth: AuthContext) {
    return this.account.account(auth);
  }

  @Endpoint(routes.changePassword)
  changePassword(@Auth() auth: AuthContext, @ValidBody() body: ChangePassword) {
    return this.account.changePassword(auth, body);
  }

  @Endpoint(routes.changeEmail)
  changeEmail(@Auth() auth: AuthContext, @ValidBody() body: ChangeEmail) {
    return this.account.changeEmail(auth, body);
  }

  @Endpoint(routes.confirmEmail)
  confirmEmail(@ValidBody() body: ConfirmEmail) {
    return this.account.confirmEmail(body);
  }
}
