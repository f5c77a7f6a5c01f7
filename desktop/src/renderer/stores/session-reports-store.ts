import type { ApiClient } from '@lantern/shared/client/http-client';
import type { Pagination } from '@lantern/shared/contracts/envelope';
import type {
  CreateIncident,
  CreateSessionFeedbackReport,
  Incident,
  IncidentList,
  SessionFeedbackReport,
  SessionFeedbackReportList,
  SessionFeedbackReportRow,
} from '@lantern/shared/contracts/session-reports';
import { ApiError } from '@lantern/shared/client/api-error';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { PagedRead } from '@lantern/shared/state/paged-read';
import { makeAutoObservable, runInAction } from 'mobx';

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
  report: SessionFeedbackReport | null = null;
  incidentStatus: 'open' | 'resolved' | 'all' = 'open';
  sending = false;
  failure: FormFailure = null;
  private readonly reportPages: PagedRead<SessionFeedbackReportList>;
  private readonly incidentPages: PagedRead<IncidentList>;
  /** The report asked for last. */
  private reportId = 0;
  private readonly reportLoader: OnceLoader<SessionFeedbackReport>;

  constructor(private readonly api: ApiClient) {
    this.reportPages = new PagedRead((page) => this.api.call('sessionFeedbackReports', { query: { page } }));
    this.incidentPages = new PagedRead((page) => {
      const status = this.incidentStatus === 'all' ? {} : { status: this.incidentStatus };
      return this.api.call('incidents', { query: { page, ...status } });
    });
    this.reportLoader = new OnceLoader(
      () => this.api.call('sessionFeedbackReport', { params: { id: this.reportId } }),
      (report) => {
        this.report = report;
      },
    );
    makeAutoObservable<
      SessionReportsStore,
      'api' | 'reportPages' | 'incidentPages' | 'reportId' | 'reportLoader'
    >(
      this,
      { api: false, reportPages: false, incidentPages: false, reportId: false, reportLoader: false },
      { autoBind: true },
    );
  }

  get reports(): SessionFeedbackReportRow[] {
    return this.reportPages.result?.data ?? [];
  }

  get reportsPagination(): Pagination | null {
    return this.reportPages.pagination;
  }

  get reportsState(): LoadStatus {
    return this.reportPages.state;
  }

  get reportState(): LoadStatus {
    return this.reportLoader.status;
  }

  get incidents(): Incident[] {
    return this.incidentPages.result?.data ?? [];
  }

  get incidentsPagination(): Pagination | null {
    return this.incidentPages.pagination;
  }

  get incidentsState(): LoadStatus {
    return this.incidentPages.state;
  }

  loadReports(page = 1): Promise<void> {
    return this.reportPages.load(page);
  }

  loadReport(id: number): Promise<void> {
    this.reportId = id;
    return this.reportLoader.load(true);
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

  loadIncidents(page = 1): Promise<void> {
    return this.incidentPages.load(page);
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
