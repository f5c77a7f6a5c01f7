import './brand.css';

interface LanternMarkProps {
  size?: number;
}

/** The lantern glyph; decorative, so screen readers read the word mark beside it instead. */
export function LanternMark({ size = 32 }: LanternMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="11" y="2" width="10" height="4" rx="2" fill="var(--lt-color-text)" />
      <path
        d="M8 9c0-1.7 1.3-3 3-3h10c1.7 0 3 1.3 3 3v14c0 1.7-1.3 3-3 3H11c-1.7 0-3-1.3-3-3z"
        fill="var(--lt-color-primary)"
      />
      <path
        d="M16 10.5c2.6 2.7 3.8 4.9 3.8 7 0 2.3-1.7 4-3.8 4s-3.8-1.7-3.8-4c0-2.1 1.2-4.3 3.8-7z"
        fill="var(--lt-color-accent)"
      />
      <rect x="10" y="26" width="12" height="4" rx="2" fill="var(--lt-color-text)" />
    </svg>
  );
}

export function Wordmark({ size = 32 }: LanternMarkProps) {
  return (
    <span className="lt-wordmark">
      <LanternMark size={size} />
      <span className="lt-wordmark__text">Lantern</span>
    </span>
  );
}
