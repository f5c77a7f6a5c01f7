import type { Endpoint } from './shell-endpoints.js';

/** Rostering: a district's OneRoster CSV export uploaded, previewed and applied; roster API syncs and their stops. */
export const rosteringEndpoints = {
  rosterImports: { method: 'GET', path: '/rostering/oneroster/imports', auth: ['superuser'] },
  uploadRosterImport: { method: 'POST', path: '/rostering/oneroster/imports', auth: ['superuser'] },
  rosterImport: { method: 'GET', path: '/rostering/oneroster/imports/:id', auth: ['superuser'] },
  rosterImportStatus: { method: 'GET', path: '/rostering/oneroster/imports/:id/status', auth: ['superuser'] },
  applyRosterImport: { method: 'POST', path: '/rostering/oneroster/imports/:id/apply', auth: ['superuser'] },
  approveRosterImport: {
    method: 'POST',
    path: '/rostering/oneroster/imports/:id/approve',
    auth: ['superuser'],
  },
  discardRosterImport: {
    method: 'POST',
    path: '/rostering/oneroster/imports/:id/discard',
    auth: ['superuser'],
  },
  // Roster API syncs (OneRoster REST, Clever): configured per district, run on a schedule or now.
  rosterSyncs: { method: 'GET', path: '/rostering/syncs', auth: ['superuser'] },
  createRosterSync: { method: 'POST', path: '/rostering/syncs', auth: ['superuser'] },
  updateRosterSync: { method: 'PUT', path: '/rostering/syncs/:id', auth: ['superuser'] },
  runRosterSync: { method: 'POST', path: '/rostering/syncs/:id/run', auth: ['superuser'] },
} as const satisfies Record<string, Endpoint>;
