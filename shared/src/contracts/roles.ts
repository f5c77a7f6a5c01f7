import { z } from 'zod';

export const ROLE_NAMES = [
  'student',
  'teacher',
  'tutor',
  'tutor-manager',
  'administrator',
  'district-manager',
  'superuser',
  'superuser-creator',
  'teaching-assets-editor',
  'clips-editor',
  'problem-creator',
  'schedule-builder',
  'affiliate',
] as const;
export const roleSchema = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof roleSchema>;
