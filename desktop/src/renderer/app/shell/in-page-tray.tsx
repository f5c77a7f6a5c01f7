import { observer } from 'mobx-react-lite';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { InPageTray } from '../../bridge/browser-bridge.js';
import { useStores } from '../stores-context.js';
import { useLocaleFormat } from '../use-locale-format.js';

/**
 * A browser has no system tray, so the console draws its stand-in along the bottom edge: the
 * clock, who is signed in and their shift, from the state the bridge keeps for the tray.
 */
export const InPageTrayStrip = observer(function InPageTrayStrip({ tray }: { tray: InPageTray }) {
  const { clock } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const { signedInName, shift } = useSyncExternalStore(tray.subscribe, tray.current);
  if (!signedInName) return null;
  const now = new Date(clock.nowMs);
  return (
    <section className="console-tray" aria-label={t('tray.label')}>
      <time className="console-tray__clock" dateTime={now.toISOString()}>
        {format.time(now)}
      </time>
      <span className="console-tray__name">{signedInName}</span>
      <span className="console-tray__shift">{shift ? shift.stateLabel : t('tray.noShift')}</span>
    </section>
  );
});
