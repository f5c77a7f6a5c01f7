import type { ApiClient } from '@lantern/shared/client/http-client';
import type { Pagination } from '@lantern/shared/contracts/envelope';
import type {
  CreateIncident,
  CreateSessionFeedbackReport,
  Incident,
  SessionFeedbackReport,
  SessionFeedbackReportRow,
} from '@lantern/shared/contracts/session-reports';
import { ApiError } from '@lantern/shared/client/api-error';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadState } from './home-store.js';

/** What the server said was wrong with a form: its message, shown beside the form. */
export type FormFailure = { message: string } | null;

const failureOf = (error: unknown): { message: string } => ({
  message: error instanceof ApiError ? error.message : '',
});

/**
 * The GROW session feedback reports (a page at a time, one opened) and the incidents, for the
 * managers' screens that make it; forms send through here and keep the server's refusal.
 */
export class SessionReportsStore {
  reports: SessionFeedbackReportRow[] = [];
  reportsPagination: Pagination | null = null;
  reportsState: LoadState = 'idle';
  report: SessionFeedbackReport | null = null;
  reportState: LoadState = 'idle';
  incidents: Incident[] = [];
  incidentsPagination: Pagination | null = null;
  incidentsState: LoadState = 'idle';
  incidentStatus: 'open' | 'resolved' | 'all' = 'open';
  sending = false;
  failure: FormFailure = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<SessionReportsStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  async loadReports(page = 1): Promise<void> {
    this.reportsState = 'loading';
    try {
      const list = await this.api.call('sessionFeedbackReports', { query: { page } });
      runInAction(() => {
        this.reports = list.data;
        this.reportsPagination = list.meta.pagination;
        this.reportsState = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.reportsState = 'error';
      });
    }
  }

  async loadReport(id: number): Promise<void> {
    this.reportState = 'loading';
    try {
      const report = await this.api.call('sessionFeedbackReport', { params: { id } });
      runInAction(() => {
        this.report = report;
        this.reportState = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.reportState = 'error';
      });
    }
  }

  /** The new report, or null when the server refused it (see `failure`). */
  async createReport(input: CreateSessionFeedbackReport): Promise<SessionFeedbackReport | null> {
    this.sending = true;
    this.failure = null;
    try {
      const report = await this.api.call('createSessionFeedbackReport', { body: input });
      runInAction(() => {
        this.report = report;
      });
      return report;
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  async loadIncidents(page = 1): Promise<void> {
    this.incidentsState = 'loading';
    try {
      const status = this.incidentStatus === 'all' ? {} : { status: this.incidentStatus };
      const list = await this.api.call('incidents', { query: { page, ...status } });
      runInAction(() => {
        this.incidents = list.data;
        this.incidentsPagination = list.meta.pagination;
        this.incidentsState = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.incidentsState = 'error';
      });
    }
  }

  showIncidents(status: 'open' | 'resolved' | 'all'): void {
    this.incidentStatus = status;
    void this.loadIncidents();
  }

  async createIncident(input: CreateIncident): Promise<boolean> {
    this.sending = true;
    this.failure = null;
    try {
      await this.api.call('createIncident', { body: input });
      await this.loadIncidents();
      return true;
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  async setIncidentStatus(incident: Incident, status: 'open' | 'resolved'): Promise<void> {
    await this.api.call('updateIncident', { params: { id: incident.id }, body: { status } });
    await this.loadIncidents(this.incidentsPagination?.current_page ?? 1);
  }
}
