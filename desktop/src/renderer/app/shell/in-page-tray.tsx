import { punchClockCountdown } from '@lantern/shared/domain/shifts/punch-clock-tooltip';
import { observer } from 'mobx-react-lite';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { InPageTray } from '../../bridge/browser-bridge.js';
import { useStores } from '../stores-context.js';
import { useCountdownText } from '../use-countdown-text.js';
import { ShiftActionsMenu } from './shift-actions-menu.js';
import { useLocaleFormat } from '../use-locale-format.js';

/**
 * A browser has no system tray, so the console draws its stand-in along the bottom edge: the
 * clock, who is signed in and their shift's countdown, from the state the bridge keeps for the
 * tray and the same rule the desktop tray's title uses, in the console's language; its menu runs the desktop tray's commands.
 */
export const InPageTrayStrip = observer(function InPageTrayStrip({ tray }: { tray: InPageTray }) {
  const { clock, desktop } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const countdownText = useCountdownText();
  const { signedInName, shift, actions } = useSyncExternalStore(tray.subscribe, tray.current);
  if (!signedInName) return null;
  const now = new Date(clock.nowMs);
  const countdown =
    shift &&
    countdownText(
      punchClockCountdown(
        { start_time: shift.startTime, end_time: shift.endTime, state_id: shift.stateId },
        Math.floor(clock.nowMs / 1000),
      ),
    );
  return (
    <section className="console-tray" aria-label={t('tray.label')}>
      <time className="console-tray__clock" dateTime={now.toISOString()}>
        {format.clock(now)}
      </time>
      <span className="console-tray__name">{signedInName}</span>
      <span className="console-tray__shift">
        {shift ? `${shift.stateLabel} · ${countdown}` : t('tray.noShift')}
      </span>
      <ShiftActionsMenu
        actions={shift && actions ? actions : null}
        blocks={desktop.trayBlocks}
        onCommand={(command) => tray.run(command)}
      />
    </section>
  );
});
