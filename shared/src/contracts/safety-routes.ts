import {
  safetyDrillRequestSchema,
  safetyDrillSchoolsSchema,
  safetyDrillSentSchema,
  safetyEscalationParamsSchema,
  safetyEscalationSchema,
} from './safety-escalations.js';
import { safetyEndpoints } from './safety-endpoints.js';

export const safetyRoutes = {
  safetyEscalation: {
    ...safetyEndpoints.safetyEscalation,
    summary:
      "A self-harm item's escalation trail: raised, escalated (the managers notified, the safety contacts mailed), acknowledged by whom and when",
    params: safetyEscalationParamsSchema,
    response: safetyEscalationSchema,
  },
  safetyDrillSchools: {
    ...safetyEndpoints.safetyDrillSchools,
    summary:
      'The schools with safety contacts (their own or their district’s), by name: where a drill may go',
    response: safetyDrillSchoolsSchema,
  },
  sendSafetyDrill: {
    ...safetyEndpoints.sendSafetyDrill,
    summary:
      'Sends a safety drill: a test self-harm item marked as a drill, escalated after the timer or at once, its e-mails subject "[DRILL] …"',
    body: safetyDrillRequestSchema,
    response: safetyDrillSentSchema,
  },
} as const;
