import type { OAuth2AuthorizeQuery } from '@lantern/shared/contracts/oauth2';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidForm, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { OAuth2Service } from './oauth2.service.js';

@Controller()
export class OAuth2Controller {
  constructor(@Inject(OAuth2Service) private readonly oauth2: OAuth2Service) {}

  @Endpoint(routes.oauth2Authorize)
  authorize(@Auth() auth: AuthContext, @ValidQuery() query: OAuth2AuthorizeQuery, @Req() request: Request) {
    return this.oauth2.authorize(auth, query, request.ip ?? 'unknown');
  }

  /** RFC 6749's JSON, outside the envelope, never cached; errors as `{ error, error_description }`. */
  @Endpoint(routes.oauth2Token)
  async token(
    @ValidForm() form: Record<string, unknown>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const headers = Object.fromEntries(
      Object.entries(request.headers).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value]] : [],
      ),
    );
    const answer = await this.oauth2.token(form, headers, request.ip ?? 'unknown');
    response.status(answer.status);
    response.setHeader('Cache-Control', 'no-store');
    return answer.body;
  }
}
