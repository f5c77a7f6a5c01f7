import type { AvatarCharacter } from '../../domain/profile/avatars.js';

/** Each character's features over its round face, drawn in a 64-unit square. */
const FEATURES: Record<AvatarCharacter, (body: string) => React.ReactNode> = {
  Elephant: (body) => (
    <>
      <ellipse cx="14" cy="30" rx="11" ry="14" fill={body} />
      <ellipse cx="50" cy="30" rx="11" ry="14" fill={body} />
      <circle cx="32" cy="30" r="16" fill={body} />
      <path d="M32 38 q-2 14 6 16" stroke={body} strokeWidth="6" fill="none" strokeLinecap="round" />
    </>
  ),
  Racoon: (body) => (
    <>
      <circle cx="18" cy="16" r="7" fill={body} />
      <circle cx="46" cy="16" r="7" fill={body} />
      <circle cx="32" cy="34" r="18" fill={body} />
      <rect x="16" y="26" width="32" height="10" rx="5" fill="#2B2B33" />
    </>
  ),
  Mouse: (body) => (
    <>
      <circle cx="16" cy="18" r="11" fill={body} />
      <circle cx="48" cy="18" r="11" fill={body} />
      <circle cx="32" cy="36" r="16" fill={body} />
      <circle cx="32" cy="44" r="2.5" fill="#2B2B33" />
    </>
  ),
  Bee: (body) => (
    <>
      <path d="M24 16 l-4 -8 M40 16 l4 -8" stroke="#2B2B33" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="32" cy="34" r="18" fill={body} />
      <rect x="15" y="36" width="34" height="5" fill="#2B2B33" />
      <rect x="18" y="44" width="28" height="4" fill="#2B2B33" />
    </>
  ),
  Chameleon: (body) => (
    <>
      <path d="M46 44 q12 2 8 -8 q-3 -5 -7 0" stroke={body} strokeWidth="5" fill="none" />
      <ellipse cx="30" cy="34" rx="19" ry="15" fill={body} />
      <circle cx="38" cy="28" r="6" fill="#FFFFFF" />
    </>
  ),
  Tutor: (body) => (
    <>
      <circle cx="32" cy="24" r="11" fill={body} />
      <path d="M12 56 q20 -26 40 0 z" fill={body} />
    </>
  ),
};

/** An avatar as a picture; its name is given by whatever labels it (the picker, the menu). */
export function AvatarArt({
  name,
  colors,
  size = 64,
}: {
  name: AvatarCharacter;
  colors: readonly string[];
  size?: number;
}) {
  const [body = '#7C8DA6', background = '#E3EAF4'] = colors;
  const eyes = name === 'Chameleon' ? [38] : [26, 38];
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={background} />
      {FEATURES[name](body)}
      {eyes.map((x) => (
        <circle key={x} cx={x} cy={name === 'Tutor' ? 23 : 30} r="2.5" fill="#2B2B33" />
      ))}
    </svg>
  );
}
