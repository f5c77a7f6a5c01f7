import {
  type CreateIncident,
  INCIDENT_CATEGORIES,
  INCIDENT_SEVERITIES,
  type Incident,
} from '@lantern/shared/contracts/session-reports';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import { FormField } from '../../../app/form-field.js';
import { PageHeader } from '../../../app/page-header.js';
import type { SessionReportsStore } from '../../../stores/session-reports-store.js';
import { FormProblems, GrowText, SessionNumberField } from './grow-form.js';
import { GrowNav } from './grow-nav.js';
import { Pager } from './pager.js';
import { fullName, useSessionReports } from './use-session-reports.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import './session-reports.css';

const STATUSES = ['open', 'resolved', 'all'] as const;

/** `grow/incidents`: what went wrong in the service, open ones first to follow up, and a form to report one. */
export const IncidentsPage = observer(function IncidentsPage() {
  const store = useSessionReports();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  usePageTitle(t('manager.grow.incidents.title'));
  useEffect(() => void store.loadIncidents(), [store]);
  const statusButton = (incident: Incident) => {
    const next = incident.status === 'open' ? 'resolved' : 'open';
    return (
      <button
        type="button"
        className="lt-button lt-button--secondary"
        onClick={() => void store.setIncidentStatus(incident, next)}
        aria-label={t(`manager.grow.incidents.mark.${next}Label`, { id: incident.id })}
      >
        {t(`manager.grow.incidents.mark.${next}`)}
      </button>
    );
  };
  return (
    <div className="console-page">
      <PageHeader eyebrow={t('manager.grow.eyebrow')} title={t('manager.grow.incidents.title')} />
      <GrowNav />
      <IncidentForm store={store} />
      <ConsolePanel id="incidents-list-title" title={t('manager.grow.incidents.list')}>
        <fieldset className="console-segmented grow-form__filter">
          <legend className="lt-visually-hidden">{t('manager.grow.incidents.filterLabel')}</legend>
          {STATUSES.map((status) => (
            <label key={status} className="console-segmented__option">
              <input
                type="radio"
                name="incident-status"
                checked={store.incidentStatus === status}
                onChange={() => store.showIncidents(status)}
              />
              <span>{t(`manager.grow.incidents.status.${status}`)}</span>
            </label>
          ))}
        </fieldset>
        {store.incidentsState !== 'loaded' || !store.incidentsPagination ? (
          <PendingState
            failed={store.incidentsState === 'error'}
            onRetry={() => void store.loadIncidents()}
          />
        ) : store.incidents.length === 0 ? (
          <EmptyState title={t('manager.grow.incidents.empty')} />
        ) : (
          <>
            <ConsoleTable
              caption={t('manager.grow.incidents.caption', { count: store.incidentsPagination.total })}
              className="incidents"
              rows={store.incidents}
              rowKey={(incident) => String(incident.id)}
              keyColumn={{
                id: 'description',
                header: t('manager.grow.incidents.columns.description'),
                cell: (incident) => incident.description,
              }}
              columns={[
                {
                  id: 'category',
                  header: t('manager.grow.incidents.columns.category'),
                  cell: (incident) => t(`manager.grow.incidents.category.${incident.category}`),
                },
                {
                  id: 'severity',
                  header: t('manager.grow.incidents.columns.severity'),
                  cell: (incident) => (
                    <span className={`console-pill incident-severity--${incident.severity}`}>
                      {t(`manager.grow.incidents.severity.${incident.severity}`)}
                    </span>
                  ),
                },
                {
                  id: 'session',
                  header: t('manager.grow.columns.session'),
                  cell: (incident) => (incident.session_id === null ? '—' : `#${incident.session_id}`),
                },
                {
                  id: 'reported',
                  header: t('manager.grow.incidents.columns.reported'),
                  cell: (incident) =>
                    t('manager.grow.report.writtenBy', {
                      name: fullName(incident.reported_by),
                      date: format.date(incident.created_at),
                    }),
                },
                {
                  id: 'status',
                  header: t('manager.grow.incidents.columns.status'),
                  cell: (incident) => t(`manager.grow.incidents.status.${incident.status}`),
                },
                { id: 'action', header: t('manager.grow.incidents.columns.action'), cell: statusButton },
              ]}
            />
            <Pager pagination={store.incidentsPagination} onPage={(page) => void store.loadIncidents(page)} />
          </>
        )}
      </ConsolePanel>
    </div>
  );
});

const IncidentForm = observer(function IncidentForm({ store }: { store: SessionReportsStore }) {
  const { t } = useTranslation('console');
  const [category, setCategory] = useState<CreateIncident['category']>('conduct');
  const [severity, setSeverity] = useState<CreateIncident['severity']>('medium');
  const [sessionId, setSessionId] = useState('');
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const badSession = sessionId.trim() !== '' && !/^\d+$/.test(sessionId.trim());
  const noDescription = description.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (badSession || noDescription) return;
    const sent = await store.createIncident({
      category,
      severity,
      description,
      session_id: sessionId.trim() === '' ? null : Number(sessionId),
    });
    if (sent) {
      setDescription('');
      setSessionId('');
      setTried(false);
    }
  };
  const problems = tried
    ? [
        badSession ? t('manager.grow.form.errors.session') : null,
        noDescription ? t('manager.grow.incidents.errors.description') : null,
        store.failure ? store.failure.message || t('manager.grow.form.errors.failed') : null,
      ]
    : [];
  return (
    <ConsolePanel id="incident-form-title" title={t('manager.grow.incidents.report')}>
      <form className="grow-form grow-form--row" onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('manager.grow.incidents.columns.category')}>
          {(control) => (
            <select
              {...control}
              className="lt-input console-input"
              value={category}
              onChange={(event) => setCategory(event.target.value as CreateIncident['category'])}
            >
              {INCIDENT_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`manager.grow.incidents.category.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('manager.grow.incidents.columns.severity')}>
          {(control) => (
            <select
              {...control}
              className="lt-input console-input"
              value={severity}
              onChange={(event) => setSeverity(event.target.value as CreateIncident['severity'])}
            >
              {INCIDENT_SEVERITIES.map((value) => (
                <option key={value} value={value}>
                  {t(`manager.grow.incidents.severity.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <SessionNumberField
          label={t('manager.grow.incidents.sessionOptional')}
          value={sessionId}
          onChange={setSessionId}
          invalid={tried && badSession}
        />
        <GrowText
          className="lt-field grow-form__wide"
          label={t('manager.grow.incidents.columns.description')}
          rows={2}
          value={description}
          onChange={setDescription}
          invalid={tried && noDescription}
        />
        <FormProblems className="grow-form__wide" problems={problems} />
        <div>
          <button type="submit" className="lt-button lt-button--primary" disabled={store.sending}>
            {t('manager.grow.incidents.submit')}
          </button>
        </div>
      </form>
    </ConsolePanel>
  );
});
