import { z } from 'zod';
import { AFFILIATE_ROLE, ROLES } from '../domain/roles/roles.js';

/** Every role a stored user may carry; affiliate exists only so that it can be refused. */
export const ROLE_NAMES = [...ROLES, AFFILIATE_ROLE] as const;
export const roleSchema = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof roleSchema>;
