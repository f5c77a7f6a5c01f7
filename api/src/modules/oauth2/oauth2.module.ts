import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { OAuth2Controller } from './oauth2.controller.js';
import { OAuth2Service } from './oauth2.service.js';

/** Lantern authorising its registered OAuth clients (the browser extension). */
@Module({ imports: [AuthModule], controllers: [OAuth2Controller], providers: [OAuth2Service] })
export class OAuth2Module {}
