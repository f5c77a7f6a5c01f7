import { Module } from '@nestjs/common';
import { AccessTokenService } from './access-token.service.js';
import { SessionFamilies } from './session-families.service.js';

/** Token checks shared by HTTP and the socket gateway, apart from sign-in itself. */
@Module({ providers: [AccessTokenService, SessionFamilies], exports: [AccessTokenService, SessionFamilies] })
export class TokensModule {}
