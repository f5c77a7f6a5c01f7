import type { SectionRow } from '@lantern/shared/contracts/sections';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import type { SectionsStore } from '../../../stores/sections-store.js';
import { Pager } from '../../tutor-manager/session-reports/pager.js';
import { SectionDialog } from './section-dialog.js';

/**
 * A school's sections (made here or by its roster), found by words of the name a page at a time,
 * with a new section and each one's editing in a dialog.
 */
export const SectionsPanel = observer(function SectionsPanel({ store }: { store: SectionsStore }) {
  const { t } = useTranslation('console');
  const subjectName = useSubjectName();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState(false);
  useEffect(() => store.open(), [store]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.filter(search);
  };
  const openDialog = (sectionId: number | null) => {
    void store.edit(sectionId);
    setDialog(true);
  };
  const result = store.sections.result;
  return (
    <ConsolePanel id="sections-title" title={t('superuser.admin.sections.title')}>
      <div className="sections-toolbar">
        <form className="customers-toolbar" role="search" onSubmit={submit}>
          <label className="lt-field">
            <span className="lt-label">{t('superuser.admin.sections.search')}</span>
            <input
              className="lt-input console-input"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <button type="submit" className="lt-button lt-button--secondary">
            {t('superuser.admin.filter')}
          </button>
        </form>
        <button type="button" className="lt-button lt-button--primary" onClick={() => openDialog(null)}>
          {t('superuser.admin.sections.new')}
        </button>
      </div>
      {!result ? (
        <PendingState failed={store.sections.state === 'error'} onRetry={() => void store.sections.load(1)} />
      ) : result.data.length === 0 ? (
        <EmptyState
          title={t(store.search ? 'superuser.admin.sections.noneFound' : 'superuser.admin.sections.none')}
          {...(store.search ? {} : { description: t('superuser.admin.sections.noneLead') })}
          headingLevel={3}
        />
      ) : (
        <>
          <ConsoleTable
            caption={t('superuser.admin.sections.caption', { count: result.meta.pagination.total })}
            rows={result.data}
            rowKey={(section) => String(section.id)}
            keyColumn={{
              id: 'name',
              header: t('superuser.admin.fields.name'),
              cell: (section: SectionRow) => section.name,
            }}
            columns={[
              {
                id: 'course',
                header: t('superuser.admin.sections.course'),
                cell: (section) =>
                  section.course
                    ? `${section.course.name}${section.course.subjects.length ? ` (${section.course.subjects.map((subject) => subjectName(subject)).join(', ')})` : ''}`
                    : '—',
              },
              {
                id: 'teachers',
                header: t('superuser.admin.sections.teachers'),
                cell: (section) => section.teachers.map((teacher) => teacher.name).join(', ') || '—',
              },
              {
                id: 'students',
                header: t('superuser.admin.sections.students'),
                cell: (section) => section.student_count,
              },
              {
                id: 'source',
                header: t('superuser.admin.sections.source'),
                cell: (section) =>
                  t(
                    section.rostered
                      ? 'superuser.admin.sections.rostered'
                      : 'superuser.admin.sections.byHand',
                  ),
              },
              {
                id: 'actions',
                header: t('superuser.admin.people.actions'),
                cell: (section) => (
                  <button
                    type="button"
                    className="lt-button lt-button--secondary"
                    aria-label={t('superuser.admin.sections.editLabel', { name: section.name })}
                    onClick={() => openDialog(section.id)}
                  >
                    {t('superuser.admin.sections.edit')}
                  </button>
                ),
              },
            ]}
          />
          <Pager pagination={result.meta.pagination} onPage={(page) => void store.sections.load(page)} />
        </>
      )}
      <SectionDialog store={store} isOpen={dialog} onClose={() => setDialog(false)} />
    </ConsolePanel>
  );
});
