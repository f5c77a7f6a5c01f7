import { observer } from 'mobx-react-lite';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_PALETTES, type AvatarCharacter } from '../../domain/profile/avatars.js';
import type { Profile, UpdateProfile } from '../../contracts/profile.js';
import type { ProfileStore } from '../../state/profile-store.js';
import { TextField } from '../account/password-fields.js';
import { AvatarArt } from './avatar-art.js';
import { AvatarPicker, type AvatarValue } from './avatar-picker.js';
import './profile.css';

function initialAvatar(profile: Profile, characters: readonly AvatarCharacter[]): AvatarValue {
  const saved = profile.avatar;
  const name = characters.find((character) => character === saved?.name) ?? characters[0]!;
  const index = AVATAR_PALETTES[name].findIndex(
    (palette) => palette.join().toLowerCase() === saved?.colors.join().toLowerCase(),
  );
  return { name, paletteIndex: Math.max(index, 0) };
}

/**
 * Name and avatar, saved together; `extra` adds a role's own fields (a student's grade) whose
 * value `extraChange` puts in the same save.
 */
function ProfileFormView({
  store,
  characters,
  readOnly,
  extra,
  extraChange,
}: {
  store: ProfileStore;
  characters: readonly AvatarCharacter[];
  readOnly: boolean;
  extra?: ReactNode;
  extraChange?: () => Partial<UpdateProfile>;
}) {
  const { t } = useTranslation('account');
  const profile = store.profile!;
  const [first, setFirst] = useState(profile.first_name);
  const [last, setLast] = useState(profile.last_name);
  const [avatar, setAvatar] = useState(() => initialAvatar(profile, characters));
  const outcome = store.outcome?.key === 'profile' ? store.outcome : null;
  const palette = AVATAR_PALETTES[avatar.name][avatar.paletteIndex]!;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.update({
      first_name: first,
      last_name: last,
      avatar: { name: avatar.name, colors: [...palette] },
      ...extraChange?.(),
    });
  };

  return (
    <form
      className="account-card lt-account-stack profile-form"
      aria-labelledby="profile-heading"
      onSubmit={submit}
      noValidate
    >
      <div className="profile-form__intro">
        <AvatarArt name={avatar.name} colors={palette} size={72} />
        <div className="lt-account-stack account-card__intro">
          <h2 id="profile-heading">{t('profile.heading')}</h2>
          <p>{t('profile.lead')}</p>
        </div>
      </div>
      <div className="profile-form__names">
        <TextField
          id="profile-first-name"
          label={t('profile.firstName')}
          type="text"
          autoComplete="given-name"
          value={first}
          onChange={setFirst}
          readOnly={readOnly}
          invalid={outcome?.fields?.includes('first_name') ?? false}
        />
        <TextField
          id="profile-last-name"
          label={t('profile.lastName')}
          type="text"
          autoComplete="family-name"
          value={last}
          onChange={setLast}
          readOnly={readOnly}
          invalid={outcome?.fields?.includes('last_name') ?? false}
        />
      </div>
      {extra}
      {/* Viewing as someone: their avatar is shown above, never offered for a change. */}
      {readOnly ? null : <AvatarPicker characters={characters} value={avatar} onChange={setAvatar} />}
      {outcome ? (
        <p className={`lt-alert lt-alert--${outcome.ok ? 'success' : 'error'}`} role="alert">
          {outcome.ok ? t('profile.saved') : t('profile.saveFailed')}
        </p>
      ) : null}
      {readOnly ? null : (
        <button type="submit" className="lt-button lt-button--primary" disabled={store.saving.has('profile')}>
          {t('profile.save')}
        </button>
      )}
    </form>
  );
}

export const ProfileForm = observer(ProfileFormView);
