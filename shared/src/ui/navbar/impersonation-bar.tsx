import { useTranslation } from 'react-i18next';
import './impersonation-bar.css';

interface ImpersonationBarProps {
  /** The role being viewed, already translated. */
  roleLabel: string;
  /** Who is viewing (the original identity). */
  byName?: string;
  pending?: boolean;
  onStop(): void;
}

/** Always-visible notice that the screen is someone else's view, with the way back. */
export function ImpersonationBar({ roleLabel, byName, pending = false, onStop }: ImpersonationBarProps) {
  const { t } = useTranslation('common');
  return (
    <section className="lt-impersonation" aria-label={t('viewAs.barLabel')}>
      <p className="lt-impersonation__text">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="12" r="3" fill="currentColor" />
        </svg>
        {byName
          ? t('viewAs.viewingAsBy', { role: roleLabel, name: byName })
          : t('viewAs.viewingAs', { role: roleLabel })}
      </p>
      <button type="button" className="lt-impersonation__stop" onClick={onStop} disabled={pending}>
        {t('viewAs.stop')}
      </button>
    </section>
  );
}
