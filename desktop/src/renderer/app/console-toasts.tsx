import { useTranslation } from 'react-i18next';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import './console-toasts.css';

export interface ConsoleToast {
  title: string;
  tone: 'success' | 'error';
}

/** How long a confirmation stays: long enough to read twice; hovering or focusing it holds it. */
const TOAST_SECONDS = 8;

/** The console's toasts, one queue for every screen; a few at a time, the newest last. */
export const consoleToasts = new ToastQueue<ConsoleToast>({ maxVisibleToasts: 3 });

/** Says that an action went through, without moving focus; it leaves by itself or by its close button. */
export function showToast(toast: ConsoleToast): void {
  consoleToasts.add(toast, { timeout: TOAST_SECONDS * 1000 });
}

/**
 * Where the toasts show (React Aria: a landmark reached with F6, each toast read out as it comes),
 * mounted once beside the routes so a toast outlives the screen that raised it.
 */
export function ConsoleToastRegion() {
  const { t } = useTranslation('console');
  return (
    <ToastRegion queue={consoleToasts} className="console-toasts" aria-label={t('shell.toasts')}>
      {({ toast }) => (
        <Toast toast={toast} className={`console-toast console-toast--${toast.content.tone}`}>
          <ToastContent className="console-toast__content">
            <Text slot="title">{toast.content.title}</Text>
          </ToastContent>
          <Button slot="close" className="console-toast__close" aria-label={t('shell.closeToast')}>
            <span aria-hidden="true">×</span>
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
