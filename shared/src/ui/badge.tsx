import { useTranslation } from 'react-i18next';
import { badgeText } from '../domain/shell/badge-text.js';
import './badge.css';

interface CountBadgeProps {
  count: number;
}

/** Notification count on a nav item: hidden at 0, exact up to 9, then '+9'. */
export function CountBadge({ count }: CountBadgeProps) {
  const { t } = useTranslation('common');
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span className="lt-badge">
      <span aria-hidden="true">{text}</span>
      <span className="lt-visually-hidden">{t('badge.label', { count })}</span>
    </span>
  );
}
