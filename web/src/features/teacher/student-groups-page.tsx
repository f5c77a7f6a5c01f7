import type { StudentGroup } from '@lantern/shared/contracts/student-groups';
import { ConfirmDialog } from '@lantern/shared/ui/confirm-dialog';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../app/home-page-frame.js';
import type { StudentGroupsStore } from '../../stores/student-groups-store.js';
import { useStores } from '../../stores/stores-context.js';
import { GroupMembersDialog, GroupNameDialog } from './student-group-dialogs.js';
import { studentName } from './teacher-students-page.js';
import './teacher-area.css';

type Open = { kind: 'create' } | { kind: 'rename' | 'members' | 'delete'; group: StudentGroup } | null;

/** Where each role's groups live: the teacher's spec path, and the school leaders' (spec §2). */
function groupsPath(role: string): string {
  return role === 'teacher' ? '/teacher/user-groups' : `/${role}/student-groups`;
}

/** Whom a group may hold, said to the person choosing its students. */
const MEMBERS_HINT: Record<string, string> = {
  teacher: 'studentGroups.membersHint',
  administrator: 'studentGroups.membersHintSchools',
  'district-manager': 'studentGroups.membersHintDistrict',
};

/**
 * The dialog an address opens: an administrator's or district manager's `…/student-groups/create`
 * and `…/student-groups/edit/:id` (spec §2), so a group can be linked to. A teacher's open in place.
 */
function routedDialog(pathname: string, base: string, store: StudentGroupsStore): Open | 'missing' {
  const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : '';
  if (rest === 'create') return { kind: 'create' };
  const edit = /^edit\/(\d+)$/.exec(rest);
  if (!edit) return null;
  const group = store.groups.get(Number(edit[1]));
  if (group) return { kind: 'members', group };
  return store.status === 'loaded' ? 'missing' : null;
}

/**
 * `/teacher/user-groups`, `/administrator/student-groups`, `/district-manager/student-groups`: the
 * person's own student groups: make one, rename it, choose its students among those they reach,
 * delete it after a question. A refusal (422) is shown on its field.
 */
function StudentGroupsPage() {
  const { studentGroups: store, user } = useStores();
  const { t } = useTranslation('web');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [local, setLocal] = useState<Open>(null);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  usePageTitle(t('studentGroups.title'));
  if (!store) return null;
  const role = user.current?.role ?? 'teacher';
  const leader = role !== 'teacher';
  const base = groupsPath(role);
  const routed = leader ? routedDialog(pathname, base, store) : null;
  const open = routed === 'missing' ? null : (routed ?? local);

  const setOpen = (next: Open) => {
    if (leader && next?.kind === 'create') return void navigate(`${base}/create`);
    if (leader && next?.kind === 'members') return void navigate(`${base}/edit/${next.group.id}`);
    setLocal(next);
  };
  const close = (text?: string) => {
    setLocal(null);
    if (routed) void navigate(base);
    if (text) setNotice({ text, failed: false });
  };
  const remove = async (group: StudentGroup) => {
    setLocal(null);
    const outcome = await store.remove(group.id);
    setNotice(
      outcome.ok
        ? { text: t('studentGroups.deleted', { name: group.name }), failed: false }
        : { text: t('studentGroups.failed'), failed: true },
    );
  };

  return (
    <div className="page teacher-area">
      <PageHeader
        eyebrow={t('studentGroups.eyebrow')}
        heading={t('studentGroups.heading')}
        lead={t(leader ? 'studentGroups.leadLeader' : 'studentGroups.lead')}
      />
      <p>
        <button
          type="button"
          className="lt-button lt-button--primary"
          onClick={() => setOpen({ kind: 'create' })}
        >
          {t('studentGroups.create')}
        </button>
      </p>
      <div role="status" className="teacher-area__notice">
        {notice ? (
          <p className={`lt-alert ${notice.failed ? 'lt-alert--error' : 'lt-alert--success'}`}>
            {notice.text}
          </p>
        ) : routed === 'missing' ? (
          <p className="lt-alert lt-alert--error">{t('studentGroups.notFound')}</p>
        ) : null}
      </div>
      <GroupList store={store} onOpen={setOpen} />
      <GroupNameDialog
        store={store}
        group={open?.kind === 'rename' ? open.group : null}
        isOpen={open?.kind === 'create' || open?.kind === 'rename'}
        onDone={(name) => close(name ? t('studentGroups.saved', { name }) : undefined)}
      />
      {open?.kind === 'members' ? (
        <GroupMembersDialog
          store={store}
          group={open.group}
          hint={t(MEMBERS_HINT[role] ?? 'studentGroups.membersHintAll')}
          onDone={(saved) => close(saved ? t('studentGroups.saved', { name: open.group.name }) : undefined)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={open?.kind === 'delete'}
        title={open?.kind === 'delete' ? t('studentGroups.deleteHeading', { name: open.group.name }) : ''}
        text={t(leader ? 'studentGroups.deleteTextLeader' : 'studentGroups.deleteText')}
        confirmLabel={t('studentGroups.deleteConfirm')}
        cancelLabel={t('studentGroups.cancel')}
        onConfirm={() => open?.kind === 'delete' && void remove(open.group)}
        onCancel={() => setLocal(null)}
      />
    </div>
  );
}

const GroupList = observer(function GroupList({
  store,
  onOpen,
}: {
  store: StudentGroupsStore;
  onOpen(open: Open): void;
}) {
  const { t } = useTranslation('web');
  if (store.status !== 'loaded' && store.groups.size === 0)
    return (
      <PendingState
        failed={store.status === 'error'}
        onRetry={() => void store.load(true)}
        loadingLabel={t('studentGroups.loading')}
        errorTitle={t('studentGroups.loadFailed')}
      />
    );
  if (store.groups.size === 0)
    return <EmptyState title={t('studentGroups.emptyTitle')} description={t('studentGroups.emptyText')} />;
  return (
    <ul className="teacher-area__groups">
      {store.ordered.map((group) => (
        <li key={group.id} className="info-card teacher-area__group">
          <h2>{group.name}</h2>
          <p className="info-card__meta">
            {group.users.length
              ? t('studentGroups.memberCount', { count: group.users.length })
              : t('studentGroups.noMembers')}
          </p>
          {group.users.length ? (
            <p className="teacher-area__members">{group.users.map(studentName).join(', ')}</p>
          ) : null}
          <div className="teacher-area__actions">
            <button
              type="button"
              className="lt-button lt-button--secondary"
              aria-label={t('studentGroups.membersFor', { name: group.name })}
              disabled={store.busy === group.id}
              onClick={() => onOpen({ kind: 'members', group })}
            >
              {t('studentGroups.members')}
            </button>
            <button
              type="button"
              className="lt-button lt-button--secondary"
              aria-label={t('studentGroups.renameFor', { name: group.name })}
              disabled={store.busy === group.id}
              onClick={() => onOpen({ kind: 'rename', group })}
            >
              {t('studentGroups.rename')}
            </button>
            <button
              type="button"
              className="lt-button lt-button--secondary"
              aria-label={t('studentGroups.deleteFor', { name: group.name })}
              disabled={store.busy === group.id}
              onClick={() => onOpen({ kind: 'delete', group })}
            >
              {t('studentGroups.delete')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
});

export default observer(StudentGroupsPage);
