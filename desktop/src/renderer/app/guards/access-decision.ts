import { resolvePostLoginTarget } from '@lantern/shared/domain/auth/post-login-redirect';
import { roleGuard } from '@lantern/shared/domain/roles/role-guard';
import type { Role } from '@lantern/shared/domain/roles/roles';
import type { RootStore } from '../../stores/root-store.js';
import type { SessionStatus } from '@lantern/shared/state/session-store';

/** What the guards need to know about the session, read off the stores. */
export interface AccessState {
  status: SessionStatus;
  heldRoles: readonly string[];
  currentRole: string | null;
  /** The console role this person uses, or null when the console is not for them. */
  consoleRole: Role | null;
  needsAgreement: boolean;
  switchFailed: boolean;
}

export function accessStateOf({ session, user }: Pick<RootStore, 'session' | 'user'>): AccessState {
  return {
    status: session.status,
    heldRoles: user.roles,
    currentRole: user.role,
    consoleRole: user.consoleRole,
    needsAgreement: user.needsAgreement,
    switchFailed: user.failed === 'switch-role',
  };
}

export type AccessDecision =
  | { kind: 'wait' }
  /** To the sign-in page; `remember` keeps the requested page for after sign-in. */
  | { kind: 'sign-in'; remember: boolean }
  | { kind: 'switch-role'; role: string }
  | { kind: 'switch-failed'; role: string }
  | { kind: 'allow' };

/**
 * The console's guard. Signed-out visitors sign in first; people who still owe the code of
 * conduct, or whom the console is not for, are sent to the sign-in page, which shows that step.
 * An area needs its role held (else back to sign-in, as the spec says) and current: a held role
 * that is not current is switched to through the API before the area opens.
 */
export function decideAccess(state: AccessState, requiredRole: string | null): AccessDecision {
  if (state.status === 'restoring') return { kind: 'wait' };
  if (state.status === 'signed-out') return { kind: 'sign-in', remember: true };
  if (state.needsAgreement || state.consoleRole === null) return { kind: 'sign-in', remember: false };
  if (requiredRole === null) return { kind: 'allow' };
  if (!roleGuard(state.heldRoles, requiredRole).allowed) return { kind: 'sign-in', remember: false };
  if (state.currentRole === requiredRole) return { kind: 'allow' };
  return state.switchFailed
    ? { kind: 'switch-failed', role: requiredRole }
    : { kind: 'switch-role', role: requiredRole };
}

export type SignInStep =
  | { kind: 'wait' }
  | { kind: 'form' }
  | { kind: 'agreement' }
  /** Signed in, but the console is not for this role: point them to the web app. */
  | { kind: 'web-app-only' }
  | { kind: 'enter'; target: string };

/** What the sign-in page shows: the form, the code of conduct, the web-app pointer, or the way in. */
export function decideSignInStep(state: AccessState, storedRedirect: string | null): SignInStep {
  if (state.status === 'restoring') return { kind: 'wait' };
  if (state.status === 'signed-out') return { kind: 'form' };
  if (state.needsAgreement) return { kind: 'agreement' };
  if (state.consoleRole === null) return { kind: 'web-app-only' };
  return { kind: 'enter', target: resolvePostLoginTarget(storedRedirect, state.consoleRole) };
}
