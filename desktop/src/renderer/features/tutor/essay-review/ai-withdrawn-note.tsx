import type { AiWithdrawnReason } from '@lantern/shared/domain/ai/ai-status';
import { useTranslation } from 'react-i18next';

/** Why the editor's AI actions are off, in the words the students' app uses too. */
export function AiWithdrawnNote({ reason, id }: { reason: AiWithdrawnReason; id?: string }) {
  const { t } = useTranslation('common');
  return (
    <p id={id} className="lt-alert lt-alert--info">
      {t(`ai.withdrawn.${reason}`)}
    </p>
  );
}
