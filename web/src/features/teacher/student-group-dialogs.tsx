import type { StudentGroup } from '@lantern/shared/contracts/student-groups';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { SaveOutcome, StudentGroupsStore } from '../../stores/student-groups-store.js';
import { Pager, studentName } from './teacher-students-page.js';

/** The groups page's modal: focus kept inside, Escape closes it (not while saving), focus goes back. */
function GroupDialog({
  title,
  isOpen,
  busy,
  onClose,
  children,
}: {
  title: string;
  isOpen: boolean;
  busy: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      className="lt-modal-overlay"
      isOpen={isOpen}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => !open && onClose()}
    >
      <Modal className="lt-modal-card lt-modal-card--wide">
        <Dialog className="lt-modal-card__body">
          <Heading slot="title" className="lt-modal-card__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** What to say under a field after a save: the server's 422 message, or the general failure. */
function problemText(outcome: SaveOutcome | null, fallback: string): string | null {
  if (!outcome || outcome.ok) return null;
  return outcome.message ?? fallback;
}

/** Make a group (no `group`) or rename one; `onDone` gets the saved name, or nothing when cancelled. */
export const GroupNameDialog = observer(function GroupNameDialog({
  store,
  group,
  isOpen,
  onDone,
}: {
  store: StudentGroupsStore;
  group: StudentGroup | null;
  isOpen: boolean;
  onDone(savedName?: string): void;
}) {
  const { t } = useTranslation('web');
  const [name, setName] = useState('');
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    setName(group?.name ?? '');
    setOutcome(null);
  }, [isOpen, group]);
  const busy = store.busy === (group ? group.id : 'new');
  const problem = problemText(outcome, t('studentGroups.failed'));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = group ? await store.rename(group.id, name) : await store.create(name);
    setOutcome(result);
    if (result.ok) onDone(name.trim().replace(/\s+/g, ' '));
    // Back on the field its refusal is about, where the message is read with it.
    else input.current?.focus();
  };
  return (
    <GroupDialog
      title={
        group ? t('studentGroups.renameHeading', { name: group.name }) : t('studentGroups.createHeading')
      }
      isOpen={isOpen}
      busy={busy}
      onClose={() => onDone()}
    >
      <form className="teacher-area__form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="lt-field">
          <label className="lt-label" htmlFor="student-group-name">
            {t('studentGroups.name')}
          </label>
          <input
            ref={input}
            id="student-group-name"
            className="lt-input"
            value={name}
            autoFocus
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'student-group-name-error' : undefined}
          />
          {problem ? (
            <p id="student-group-name-error" className="teacher-area__field-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="lt-modal-card__actions">
          <button type="button" className="lt-button lt-button--secondary" onClick={() => onDone()}>
            {t('studentGroups.cancel')}
          </button>
          <button type="submit" className="lt-button lt-button--primary" aria-disabled={busy}>
            {busy ? t('studentGroups.saving') : t('studentGroups.save')}
          </button>
        </div>
      </form>
    </GroupDialog>
  );
});

/** Choose a group's students among those the person reaches, a page at a time; saved all at once. */
export const GroupMembersDialog = observer(function GroupMembersDialog({
  store,
  group,
  hint,
  onDone,
}: {
  store: StudentGroupsStore;
  group: StudentGroup;
  /** Whom the group may hold, in the person's own terms (their sections, schools or district). */
  hint: string;
  onDone(saved: boolean): void;
}) {
  const { t } = useTranslation('web');
  const [chosen, setChosen] = useState(() => new Set(group.users.map((user) => user.id)));
  const [search, setSearch] = useState('');
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  useEffect(() => store.openCandidates(group.id), [store, group.id]);
  const busy = store.busy === group.id;
  const problem = problemText(outcome, t('studentGroups.failed'));
  const page = store.candidates.result;
  // A leader, before searching, sees the group's own members (their schools hold too many to list).
  const unsearched = !store.searchReady && !store.listsUnsearched;
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = await store.setMembers(group.id, [...chosen]);
    setOutcome(result);
    if (result.ok) onDone(true);
  };
  return (
    <GroupDialog
      title={t('studentGroups.membersHeading', { name: group.name })}
      isOpen
      busy={busy}
      onClose={() => onDone(false)}
    >
      <p className="info-card__meta">{hint}</p>
      <form
        role="search"
        className="lt-field"
        onSubmit={(event) => {
          event.preventDefault();
          store.searchCandidates(search);
        }}
      >
        <label className="lt-label" htmlFor="student-group-search">
          {t('studentGroups.membersSearch')}
        </label>
        <input
          id="student-group-search"
          className="lt-input"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onBlur={() => search !== store.candidateSearch && store.searchCandidates(search)}
        />
      </form>
      {unsearched ? <p className="info-card__meta">{t('studentGroups.membersSearchFirst')}</p> : null}
      <form className="teacher-area__form" onSubmit={(event) => void submit(event)}>
        {!page ? (
          <PendingState
            failed={store.candidates.state === 'error'}
            onRetry={() => void store.candidates.load(store.candidates.page)}
            loadingLabel={t('studentGroups.membersLoading')}
          />
        ) : page.data.length === 0 ? (
          unsearched ? null : (
            <p>{t('studentGroups.membersNone')}</p>
          )
        ) : (
          <fieldset
            className="teacher-area__choices"
            aria-describedby={problem ? 'student-group-members-error' : undefined}
          >
            <legend className="lt-visually-hidden">{t('studentGroups.members')}</legend>
            {page.data.map((student) => (
              <label key={student.id} className="teacher-area__choice">
                <input type="checkbox" checked={chosen.has(student.id)} onChange={() => toggle(student.id)} />
                {studentName(student)}
                <span className="info-card__meta">
                  {student.school_name ? `${student.username} · ${student.school_name}` : student.username}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {page ? (
          <Pager pagination={page.meta.pagination} onPage={(n) => void store.candidates.load(n)} />
        ) : null}
        <p className="info-card__meta" role="status">
          {t('studentGroups.memberCount', { count: chosen.size })}
        </p>
        {problem ? (
          <p id="student-group-members-error" className="teacher-area__field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="lt-modal-card__actions">
          <button type="button" className="lt-button lt-button--secondary" onClick={() => onDone(false)}>
            {t('studentGroups.cancel')}
          </button>
          <button type="submit" className="lt-button lt-button--primary" aria-disabled={busy}>
            {busy ? t('studentGroups.saving') : t('studentGroups.save')}
          </button>
        </div>
      </form>
    </GroupDialog>
  );
});
