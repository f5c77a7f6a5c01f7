import type { TrayWords } from '../../common/desktop-api.js';
import type { Translate } from './notice.js';

/**
 * The tray's words from the console's catalogue, placeholders left for the tray to fill: it
 * counts down on its own between the console's updates.
 */
export function trayWordsFrom(t: Translate): TrayWords {
  return {
    signedOut: t('tray.signedOut'),
    signedOutTooltip: t('tray.signedOutTooltip'),
    tooltip: t('tray.tooltip'),
    signedInAs: t('tray.signedInAs'),
    noShift: t('tray.noShift'),
    shiftEnded: t('countdown.shiftEnded'),
    showWindow: t('tray.showWindow'),
    signOut: t('tray.commands.sign-out'),
    quit: t('tray.quit'),
    punchIn: t('tray.commands.punch-in'),
    punchOut: t('tray.commands.punch-out'),
    startBioBreak: t('tray.commands.start-bio-break'),
    returnToSegment: t('tray.commands.return-to-segment'),
    bookRestBreak: t('tray.commands.book-rest-break'),
    requestMealBreak: t('tray.commands.request-meal-break'),
    lockedOut: t('countdown.lockedOut'),
    late: t('countdown.late'),
    startingIn: t('countdown.startingIn'),
    startingInHours: t('countdown.startingInHours'),
    startingInWholeHours: t('countdown.startingInWholeHours'),
    underAMinuteLeft: t('countdown.underAMinuteLeft'),
    minutesLeft: t('countdown.minutesLeft'),
  };
}
