import type { PunchClockCountdown } from '@lantern/shared/domain/shifts/punch-clock-tooltip';
import { useTranslation } from 'react-i18next';

/** The punch clock's countdown in the console's language; English says the spec's texts. */
export function useCountdownText(): (countdown: PunchClockCountdown | null) => string {
  const { t } = useTranslation('console');
  return (countdown) => {
    if (countdown === null) return t('countdown.shiftEnded');
    switch (countdown.kind) {
      case 'startingIn':
        if (countdown.hours === 0) return t('countdown.startingIn', { minutes: countdown.minutes });
        return countdown.minutes === 0
          ? t('countdown.startingInWholeHours', { hours: countdown.hours })
          : t('countdown.startingInHours', { hours: countdown.hours, minutes: countdown.minutes });
      case 'late':
      case 'minutesLeft':
        return t(`countdown.${countdown.kind}`, { minutes: countdown.minutes });
      case 'lockedOut':
      case 'underAMinuteLeft':
        return t(`countdown.${countdown.kind}`);
    }
  };
}
