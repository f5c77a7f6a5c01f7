import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { AVATAR_PALETTES, type AvatarCharacter } from '../../domain/profile/avatars.js';
import { AvatarArt } from './avatar-art.js';

export interface AvatarValue {
  name: AvatarCharacter;
  paletteIndex: number;
}

/**
 * Two radio groups (arrow keys move, the choice follows): the character, then its palettes, each
 * shown as the character in those colours.
 */
export function AvatarPicker({
  characters,
  value,
  onChange,
}: {
  characters: readonly AvatarCharacter[];
  value: AvatarValue;
  onChange(value: AvatarValue): void;
}) {
  const { t } = useTranslation('account');
  const palettes = AVATAR_PALETTES[value.name];
  return (
    <div className="avatar-picker">
      <RadioGroup
        className="avatar-picker__group"
        orientation="horizontal"
        value={value.name}
        onChange={(name) => onChange({ name: name as AvatarCharacter, paletteIndex: 0 })}
      >
        <Label className="lt-label">{t('profile.character')}</Label>
        <div className="avatar-picker__options">
          {characters.map((name) => (
            <Radio key={name} value={name} className="avatar-picker__option">
              <AvatarArt name={name} colors={AVATAR_PALETTES[name][0]!} size={56} />
              <span>{t(`profile.characters.${name}`)}</span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <RadioGroup
        className="avatar-picker__group"
        orientation="horizontal"
        value={String(value.paletteIndex)}
        onChange={(index) => onChange({ name: value.name, paletteIndex: Number(index) })}
      >
        <Label className="lt-label">{t('profile.palette')}</Label>
        <div className="avatar-picker__options">
          {palettes.map((palette, index) => (
            <Radio
              key={palette.join()}
              value={String(index)}
              className="avatar-picker__option avatar-picker__option--palette"
              aria-label={t('profile.paletteNumber', { number: index + 1 })}
            >
              <AvatarArt name={value.name} colors={palette} size={44} />
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </div>
  );
}
