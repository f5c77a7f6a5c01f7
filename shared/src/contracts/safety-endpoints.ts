import type { Endpoint } from './shell-endpoints.js';

const MANAGERS = ['tutor-manager', 'superuser'] as const;

/** Safety escalations of self-harm items, and drills (see safety-escalations.ts). */
export const safetyEndpoints = {
  safetyEscalation: { method: 'GET', path: '/platform-manager-action-items/:id/escalation', auth: MANAGERS },
  safetyDrillSchools: { method: 'GET', path: '/safety-drills/schools', auth: MANAGERS },
  sendSafetyDrill: { method: 'POST', path: '/safety-drills', auth: MANAGERS },
} as const satisfies Record<string, Endpoint>;
