import type { RoleName } from '@lantern/shared/contracts/roles';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** Who is asking: the acting user and role, and the real person behind a view-as. */
export interface AuthContext {
  userId: number;
  role: RoleName;
  roles: RoleName[];
  familyId: string;
  /** The sign-in's identity generation the token was issued for (see refresh-token.entity.ts). */
  generation: number;
  impersonator: { userId: number; role: RoleName } | null;
}

export type AuthedRequest = { auth?: AuthContext; ip?: string };

/** The `@Auth()` parameter's factory, exported so the hot lane can tell a handler takes only that. */
export function authParameter(_: unknown, context: ExecutionContext): AuthContext {
  const auth = context.switchToHttp().getRequest<AuthedRequest>().auth;
  if (!auth) throw new Error('Auth used on a public route');
  return auth;
}

export const Auth = createParamDecorator(authParameter);
