import { ROLE_NAMES } from '@lantern/shared/contracts/roles';
import { z } from 'zod';

/** A person to create: what the demo world lists, and what `cli.js people:create` reads as JSON. */
export const personSpecSchema = z.object({
  username: z.string().trim().min(1).max(120),
  firstName: z.string().min(1).max(80),
  lastName: z.string().min(1).max(80),
  email: z.email().nullable(),
  roles: z.array(z.enum(ROLE_NAMES)).min(1),
  school: z.number().int().positive().optional(),
  schools: z.array(z.number().int().positive()).optional(),
  district: z.number().int().positive().optional(),
  grade: z.number().int().positive().optional(),
  isNew: z.boolean().optional(),
  acceptedAgreement: z.boolean().optional(),
  passwordChanged: z.boolean().optional(),
  sections: z.array(z.number().int().positive()).optional(),
  suspended: z.boolean().optional(),
  expired: z.boolean().optional(),
  preferredLanguage: z.string().min(2).max(8).optional(),
  tutor: z
    .object({
      subjects: z.array(z.number().int().positive()),
      languages: z.array(z.number().int().positive()),
      essayReview: z.boolean(),
      maxWeeklyHours: z.number().int().min(0).max(80),
      status: z.enum(['active', 'inactive']).optional(),
      highImpactTutoring: z.boolean().optional(),
    })
    .optional(),
});

export type PersonSpec = z.infer<typeof personSpecSchema>;
