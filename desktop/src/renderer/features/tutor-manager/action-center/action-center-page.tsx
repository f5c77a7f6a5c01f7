import {
  ACTION_TYPE_IDS,
  type ActionItemView,
  type ResolvingActionTypeId,
  SELF_HARM_TAG,
} from '@lantern/shared/contracts/action-items';
import { actionLabel } from '@lantern/shared/domain/action-items/action-label';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.js';
import { PageHeader } from '../../../app/page-header.js';
import { RoutedTabs } from '../../../app/routed-tabs.js';
import { useStores } from '../../../app/stores-context.js';
import { ACTION_CENTER_TABS, type ActionItemTab } from '../../../stores/action-center-store.js';
import { CoveragePanel } from './coverage-panel.js';
import { EscalationTrail } from './escalation-trail.js';
import { SafetyDrillButton } from './safety-drill-dialog.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import '../../../app/console-menu.css';
import './action-center.css';
import './safety.css';

/** The five actions that resolve an item, in the order a manager weighs them. */
const RESOLUTIONS: readonly { id: ResolvingActionTypeId; key: string }[] = [
  { id: ACTION_TYPE_IDS.escalated, key: 'escalated' },
  { id: ACTION_TYPE_IDS.transferred, key: 'transferred' },
  { id: ACTION_TYPE_IDS.slackMessaged, key: 'slackMessaged' },
  { id: ACTION_TYPE_IDS.falseAlarm, key: 'falseAlarm' },
  { id: ACTION_TYPE_IDS.hid, key: 'hid' },
];

/**
 * The platform managers' action center (`services/action-center/classroom|coverage|essay-review`):
 * open items, newest first, each picked up and then resolved by one manager, every manager's list
 * following the others' clicks live; and the coverage problems of the moment.
 */
export const ActionCenterPage = observer(function ActionCenterPage() {
  const { actionCenter } = useStores();
  const { t } = useTranslation('console');
  const { tab } = useParams();
  const current = ACTION_CENTER_TABS.find((name) => name === tab);
  usePageTitle(t('manager.actionCenter.title'));
  useEffect(() => actionCenter.open(), [actionCenter]);
  if (!current) return <NotFoundPage />;
  return (
    <div className="console-page">
      <PageHeader eyebrow={t('manager.services')} title={t('manager.actionCenter.title')} />
      <RoutedTabs
        label={t('manager.actionCenter.tabsLabel')}
        selected={current}
        tabs={ACTION_CENTER_TABS.map((name) => ({
          id: name,
          path: name,
          label: (
            <>
              {t(`manager.actionCenter.tabs.${name}`)}
              {actionCenter.state(name) === 'loaded' && (
                <span className="console-pill action-center__count">{actionCenter.count(name)}</span>
              )}
            </>
          ),
        }))}
        panel={(name) => (name === 'coverage' ? <CoveragePanel /> : <ItemsPanel tab={name} />)}
      />
    </div>
  );
});

const ItemsPanel = observer(function ItemsPanel({ tab }: { tab: ActionItemTab }) {
  const { actionCenter } = useStores();
  const { t } = useTranslation('console');
  const titleId = useId();
  const items = actionCenter.list(tab);
  // The safety e-mail's link names its item: `?item=<id>`.
  const linked = Number(useSearchParams()[0].get('item')) || null;
  return (
    <section className="console-panel action-center" aria-labelledby={titleId}>
      <div className="action-center__bar">
        <h2 id={titleId} className="console-panel__title">
          {t(`manager.actionCenter.tabs.${tab}`)}
        </h2>
        {tab === 'classroom' && (
          <span className="action-center__tools">
            <Switch
              className="lt-switch"
              isSelected={actionCenter.selfHarmOnly}
              onChange={(on) => actionCenter.setSelfHarmOnly(on)}
            >
              <span className="lt-switch__track" aria-hidden="true">
                <span className="lt-switch__thumb" />
              </span>
              {t('manager.actionCenter.selfHarmOnly')}
            </Switch>
            <SafetyDrillButton />
          </span>
        )}
      </div>
      <Notice />
      {actionCenter.state(tab) !== 'loaded' ? (
        <PendingState
          failed={actionCenter.state(tab) === 'error'}
          onRetry={() => void actionCenter.load(tab)}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={t(
            tab === 'classroom' && actionCenter.selfHarmOnly
              ? 'manager.actionCenter.empty.selfHarm'
              : `manager.actionCenter.empty.${tab}`,
          )}
          description={t('manager.actionCenter.emptyHint')}
        />
      ) : (
        <ol className="action-center__items" aria-label={t(`manager.actionCenter.listLabel.${tab}`)}>
          {items.map((item) => (
            <ItemCard key={item.id} item={item} linked={item.id === linked} />
          ))}
        </ol>
      )}
    </section>
  );
});

const Notice = observer(function Notice() {
  const { actionCenter } = useStores();
  const { t } = useTranslation('console');
  const notice = actionCenter.notice;
  if (!notice) return null;
  const text =
    notice.kind === 'heldByOther'
      ? notice.holder
        ? t('manager.actionCenter.notice.heldBy', { name: notice.holder })
        : t('manager.actionCenter.notice.heldByOther')
      : t(`manager.actionCenter.notice.${notice.kind}`);
  return (
    <div className="lt-alert lt-alert--error action-center__notice" role="alert">
      <p>{text}</p>
      <button
        type="button"
        className="lt-button lt-button--ghost"
        onClick={() => actionCenter.dismissNotice()}
      >
        {t('manager.actionCenter.dismiss')}
      </button>
    </div>
  );
});

const ItemCard = observer(function ItemCard({ item, linked }: { item: ActionItemView; linked: boolean }) {
  const { actionCenter, user } = useStores();
  const { t } = useTranslation('console');
  const { weekdayTime: dayAndTime } = useLocaleFormat();
  const headingId = useId();
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (linked) card.current?.scrollIntoView({ block: 'center' });
  }, [linked]);
  const myId = user.current?.id ?? null;
  const label = actionLabel(item, myId);
  const about = useItemSubject(item);
  const selfHarm = item.tags.includes(SELF_HARM_TAG);
  const content = item.content;
  const heldByOther = label.by === 'other';
  const holder = item.pickedUpUser ? `${item.pickedUpUser.first_name} ${item.pickedUpUser.last_name}` : null;
  const busy = actionCenter.busy !== null;
  return (
    <li
      ref={card}
      className={`action-item${selfHarm ? ' action-item--urgent' : ''}${item.drill ? ' action-item--drill' : ''}${linked ? ' action-item--linked' : ''}`}
      aria-labelledby={headingId}
      aria-current={linked || undefined}
    >
      <div className="action-item__head">
        <h3 id={headingId} className="action-item__title">
          {t(`manager.actionCenter.type.${item.type_id}`)}
        </h3>
        {item.drill && (
          <span className="console-pill action-item__drill">{t('manager.actionCenter.drill.pill')}</span>
        )}
        {selfHarm && (
          <span className="console-pill action-item__tag">{t('manager.actionCenter.selfHarmTag')}</span>
        )}
        <span className="console-muted">{about.where}</span>
      </div>
      {content.actionable_item_type === 'chat_message' ? (
        <blockquote className="action-item__quote">
          <p>{content.data.message_content}</p>
          <footer className="console-muted">{about.who}</footer>
        </blockquote>
      ) : content.actionable_item_type === 'safety_drill' ? (
        <p className="action-item__quote">
          {t('manager.actionCenter.drill.about', {
            school: content.data.school_name,
            name: content.data.sent_by_first_name,
          })}
        </p>
      ) : (
        <p className="action-item__quote">
          {t('manager.actionCenter.essay.held', {
            name: content.data.tutor_first_name,
            due: dayAndTime(content.data.due_at),
          })}
        </p>
      )}
      {selfHarm && <EscalationTrail item={item} />}
      <div className="action-item__foot">
        <p className="action-item__status">
          {label.by === null
            ? t('manager.actionCenter.status.noAction')
            : t(`manager.actionCenter.by.${label.by}`, {
                status: t(`manager.actionCenter.status.${label.status}`),
                name: holder ?? '',
              })}
        </p>
        <span className="action-item__actions">
          {label.by === null && (
            <button
              type="button"
              className="lt-button lt-button--secondary"
              disabled={busy}
              aria-busy={actionCenter.busy === item.id}
              aria-label={t('manager.actionCenter.pickUpLabel', { subject: about.subject })}
              onClick={() => void actionCenter.pickUp(item)}
            >
              {t('manager.actionCenter.pickUp')}
            </button>
          )}
          {!heldByOther && (
            <MenuTrigger>
              <Button
                className="lt-button lt-button--primary"
                isDisabled={busy}
                aria-label={t('manager.actionCenter.resolveLabel', { subject: about.subject })}
              >
                {t('manager.actionCenter.resolve')}
              </Button>
              <Popover className="console-menu__popover" placement="bottom end">
                <Menu
                  className="console-menu"
                  onAction={(key) => void actionCenter.resolve(item, Number(key) as ResolvingActionTypeId)}
                >
                  {RESOLUTIONS.map((resolution) => (
                    <MenuItem key={resolution.id} id={resolution.id} className="console-menu__item">
                      {t(`manager.actionCenter.status.${resolution.key}`)}
                    </MenuItem>
                  ))}
                </Menu>
              </Popover>
            </MenuTrigger>
          )}
        </span>
      </div>
    </li>
  );
});

/**
 * What an item is about, in words: where (the session or the essay, and when), who, and a short
 * subject for the buttons' labels.
 */
function useItemSubject(item: ActionItemView): { where: string; who: string; subject: string } {
  const { t } = useTranslation('console');
  const { time } = useLocaleFormat();
  const content = item.content;
  if (content.actionable_item_type === 'essay_review') {
    const { essay_title, tutor_first_name, picked_up_at } = content.data;
    return {
      where: t('manager.actionCenter.essay.where', { title: essay_title, time: time(picked_up_at) }),
      who: tutor_first_name,
      subject: t('manager.actionCenter.essay.subject', { title: essay_title }),
    };
  }
  if (content.actionable_item_type === 'safety_drill') {
    const { school_name, sent_by_first_name } = content.data;
    return {
      where: t('manager.actionCenter.drill.where', { school: school_name, time: time(item.created_at) }),
      who: sent_by_first_name,
      subject: t('manager.actionCenter.drill.subject', { school: school_name }),
    };
  }
  const data = content.data;
  const name = data.message_sender_user_first_name;
  return {
    where: t('manager.actionCenter.sessionAt', { id: data.session_id, time: time(data.message_sent_at) }),
    who: t(`manager.actionCenter.sender.${data.message_sender_role_id === 2 ? 'tutor' : 'student'}`, {
      name,
    }),
    subject: t('manager.actionCenter.chatSubject', { name, id: data.session_id }),
  };
}
