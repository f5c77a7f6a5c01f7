import type { Incident, IncidentList } from '@lantern/shared/contracts/session-reports';
import { FakeApi, settle } from '@lantern/shared/state/test-support';
import { describe, expect, it } from 'vitest';
import { SessionReportsStore } from './session-reports-store.js';

const person = { id: 3, first_name: 'Maya', last_name: 'Brooks' };

const incident = (id: number, status: Incident['status']): Incident => ({
  id,
  session_id: null,
  category: 'other',
  severity: 'low',
  description: `Incident ${id}`,
  status,
  reported_by: person,
  created_at: 1_800_000_000,
  resolved_at: status === 'resolved' ? 1_800_000_100 : null,
});

const list = (incidents: Incident[]): IncidentList => ({
  data: incidents,
  meta: {
    pagination: {
      total: incidents.length,
      count: incidents.length,
      per_page: 10,
      current_page: 1,
      total_pages: 1,
    },
  },
});

describe('SessionReportsStore', () => {
  it('should list the incidents of the status chosen last, whatever order the answers come in', async () => {
    const answers: ((incidents: IncidentList) => void)[] = [];
    const api = new FakeApi({ incidents: () => new Promise((resolve) => answers.push(resolve)) });
    const store = new SessionReportsStore(api);
    void store.loadIncidents();
    store.showIncidents('resolved');
    expect(store.incidentsState).toBe('loading');
    expect(api.calls.map((call) => call.options.query)).toEqual([
      { page: 1, status: 'open' },
      { page: 1, status: 'resolved' },
    ]);
    answers[1]!(list([incident(2, 'resolved')]));
    answers[0]!(list([incident(1, 'open')]));
    await settle();
    expect(store.incidents.map((found) => found.id)).toEqual([2]);
    expect(store.incidentsState).toBe('loaded');
  });

  it('should say when a report cannot be loaded', async () => {
    const api = new FakeApi({
      sessionFeedbackReport: () => {
        throw new Error('offline');
      },
    });
    const store = new SessionReportsStore(api);
    await store.loadReport(4);
    expect([store.reportState, store.report]).toEqual(['error', null]);
  });
});
