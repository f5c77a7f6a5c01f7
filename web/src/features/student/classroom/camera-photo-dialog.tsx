import {
  CAMERA_PHOTO_CONFIRMATIONS,
  type CameraPhotoConfirmation,
  cameraPhotoConfirmed,
} from '@lantern/shared/domain/live-help/chat-attachments';
import type { ChosenFile } from '@lantern/shared/state/chat-uploads';
import { type FormEvent, useEffect, useState } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LiveHelpDialog } from './live-help-dialog.js';

interface CameraPhotoDialogProps {
  /** The photo just taken; the dialog is open while there is one. */
  photo: ChosenFile | null;
  onCancel(): void;
  onRetake(): void;
  onSend(photo: ChosenFile): void;
}

/**
 * The spec's camera confirmation: before a photo from the camera is sent, the student looks at
 * it and confirms, box by box, that it shows no faces, no personal information and nothing
 * inappropriate. All three, or it is not sent.
 */
export function CameraPhotoDialog({ photo, onCancel, onRetake, onSend }: CameraPhotoDialogProps) {
  const { t } = useTranslation('classroom');
  return (
    <LiveHelpDialog title={t('camera.heading')} isOpen={photo !== null} onClose={onCancel}>
      {photo ? (
        <CameraPhotoForm
          key={`${photo.name}-${photo.size}`}
          photo={photo}
          {...{ onCancel, onRetake, onSend }}
        />
      ) : null}
    </LiveHelpDialog>
  );
}

function CameraPhotoForm({
  photo,
  onCancel,
  onRetake,
  onSend,
}: CameraPhotoDialogProps & { photo: ChosenFile }) {
  const { t } = useTranslation('classroom');
  const [checked, setChecked] = useState<string[]>([]);
  const [attempted, setAttempted] = useState(false);
  const preview = useObjectUrl(photo);
  const confirmed = cameraPhotoConfirmed(checked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (confirmed) onSend(photo);
  };

  return (
    <form className="camera-photo" noValidate onSubmit={submit}>
      {preview ? <img className="camera-photo__preview" src={preview} alt={t('camera.previewAlt')} /> : null}
      <CheckboxGroup
        className="camera-photo__checks"
        value={checked}
        onChange={setChecked}
        isInvalid={attempted && !confirmed}
        isRequired
      >
        <Label className="ask-field__label">{t('camera.question')}</Label>
        <Text slot="description" className="lt-hint">
          {t('camera.why')}
        </Text>
        {CAMERA_PHOTO_CONFIRMATIONS.map((confirmation: CameraPhotoConfirmation) => (
          <Checkbox key={confirmation} value={confirmation} className="camera-photo__check">
            {({ isSelected }) => (
              <>
                <span className="camera-photo__box" aria-hidden="true">
                  {isSelected ? '✓' : ''}
                </span>
                {t(`camera.confirmations.${confirmation}`)}
              </>
            )}
          </Checkbox>
        ))}
        <FieldError className="field-error">{t('camera.required')}</FieldError>
      </CheckboxGroup>
      <div className="live-help-dialog__actions">
        <button type="button" className="lt-button lt-button--ghost" onClick={onRetake}>
          {t('camera.retake')}
        </button>
        <button type="button" className="lt-button lt-button--secondary" onClick={onCancel}>
          {t('camera.cancel')}
        </button>
        <button type="submit" className="lt-button lt-button--primary">
          {t('camera.send')}
        </button>
      </div>
    </form>
  );
}

/** A temporary address for a file the browser holds, released when it is no longer shown. */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file]);
  return url;
}
