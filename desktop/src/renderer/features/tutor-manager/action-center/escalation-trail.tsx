import type { ActionItemView } from '@lantern/shared/contracts/action-items';
import type { SafetyEscalation } from '@lantern/shared/contracts/safety-escalations';
import {
  safetyEscalationStatus,
  secondsUntilEscalation,
} from '@lantern/shared/domain/action-items/safety-escalation';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

/**
 * A self-harm item's escalation, step by step: raised, the countdown while nobody has it, then
 * escalated (which consoles were notified, which contacts e-mailed) and acknowledged by whom.
 * Read again when the item changes hands, since a pick-up acknowledges it.
 */
export const EscalationTrail = observer(function EscalationTrail({ item }: { item: ActionItemView }) {
  const { safety } = useStores();
  const { t } = useTranslation('console');
  const titleId = useId();
  useEffect(() => {
    void safety.loadTrail(item);
  }, [safety, item]);
  const trail = safety.trail(item.id);
  if (!trail) return null;
  return (
    <section className="escalation-trail" aria-labelledby={titleId}>
      <h4 id={titleId} className="escalation-trail__title">
        {t('manager.actionCenter.trail.title')}
      </h4>
      <Steps trail={trail} />
    </section>
  );
});

const Steps = observer(function Steps({ trail }: { trail: SafetyEscalation }) {
  const { clock } = useStores();
  const { t } = useTranslation('console');
  const { clock: timeWithSeconds } = useLocaleFormat();
  const now = Math.floor(clock.nowMs / 1000);
  const status = safetyEscalationStatus(trail, now);
  const left = secondsUntilEscalation(trail, now);
  const by = trail.acknowledged_by ? fullName(trail.acknowledged_by) : '—';
  return (
    <ol className="escalation-trail__steps">
      <li>{t('manager.actionCenter.trail.raised', { time: timeWithSeconds(trail.created_at) })}</li>
      {status === 'waiting' && (
        <li className="escalation-trail__waiting">
          <span role="timer">
            {t('manager.actionCenter.trail.waiting', {
              time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`,
            })}
          </span>
        </li>
      )}
      {trail.escalated_at !== null && (
        <>
          <li className="escalation-trail__escalated">
            {t('manager.actionCenter.trail.escalated', { time: timeWithSeconds(trail.escalated_at) })}
          </li>
          <li>
            {trail.notified_managers.length === 0
              ? t('manager.actionCenter.trail.notifiedNone')
              : t('manager.actionCenter.trail.notified', {
                  count: trail.notified_managers.length,
                  names: trail.notified_managers.map(fullName).join(', '),
                })}
          </li>
          <li>
            {trail.mailed_contacts.length === 0
              ? t('manager.actionCenter.trail.mailedNone')
              : t('manager.actionCenter.trail.mailed', {
                  list: trail.mailed_contacts
                    .map((contact) => `${contact.name} <${contact.email}>`)
                    .join(', '),
                })}
          </li>
        </>
      )}
      {trail.acknowledged_at !== null && (
        <li className="escalation-trail__acknowledged">
          {t('manager.actionCenter.trail.acknowledged', {
            name: by,
            time: timeWithSeconds(trail.acknowledged_at),
          })}
          {status === 'acknowledged' && <> · {t('manager.actionCenter.trail.inTime')}</>}
        </li>
      )}
    </ol>
  );
});
