import { CHAT_DOCUMENT_MAX_BYTES, CHAT_IMAGE_MAX_BYTES } from '@lantern/shared/domain/files/chat-uploads';
import type { ChosenFile } from '@lantern/shared/state/chat-uploads';
import { observer } from 'mobx-react-lite';
import { type ChangeEvent, useRef, useState } from 'react';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { MediaToolDialogs, useMediaTools } from '@lantern/shared/ui/chat-media/media-tools';
import type { ChatMediaTranslate } from '@lantern/shared/ui/chat-media/voice-note-dialog';
import type { WhiteboardTranslate } from '@lantern/shared/ui/whiteboard/whiteboard';
import { CameraPhotoDialog } from './camera-photo-dialog.js';
import { CameraIcon, MicrophoneIcon, PaperclipIcon, PencilIcon } from './media-icons.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { useLiveHelp } from './use-live-help.js';
import { useRefusalText } from './upload-texts.js';

/** What the file picker offers: the chat's pictures and documents (the server judges the bytes). */
const ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,application/pdf,.pdf,.docx,.png,.jpg,.jpeg,.gif,.webp';

interface AttachMenuProps {
  sessionId: number;
  disabled: boolean;
}

/**
 * The composer's "+": a picture or file from the device, a photo from the camera, a voice note or
 * a drawing. A camera photo is sent only after the spec's three confirmations; an audio file is
 * refused at once, in words, and nothing is sent (a voice note is recorded here instead).
 */
export const AttachMenu = observer(function AttachMenu({ sessionId, disabled }: AttachMenuProps) {
  const { uploads } = useLiveHelp();
  const { t } = useTranslation('classroom');
  const format = useLocaleFormat();
  const refusalText = useRefusalText();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<ChosenFile | null>(null);
  const mediaText: ChatMediaTranslate = (key, values) => t(`chatMedia.${key}`, values);
  const penText: WhiteboardTranslate = (key, values) => t(`whiteboard.${key}`, values);
  const { refusal, setRefusal, tool, setTool, send, sendVoiceNote } = useMediaTools(
    uploads,
    sessionId,
    mediaText,
  );

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file can be chosen again next time.
    event.target.value = '';
    for (const file of files) send(file);
  };

  const photographed = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setRefusal(null);
    if (file) setPhoto(file);
  };

  return (
    <>
      <MenuTrigger>
        <Button className="chat-attach__button" aria-label={t('attach.open')} isDisabled={disabled}>
          <PaperclipIcon />
        </Button>
        <Popover className="chat-attach__popover" placement="top start">
          <Menu
            className="chat-attach__menu"
            onAction={(key) => {
              if (key === 'voice' || key === 'drawing') setTool(key);
              else (key === 'camera' ? cameraInput : fileInput).current?.click();
            }}
          >
            <MenuSection>
              <Header className="chat-attach__limits">
                {t('attach.limits', {
                  image: format.fileSize(CHAT_IMAGE_MAX_BYTES),
                  document: format.fileSize(CHAT_DOCUMENT_MAX_BYTES),
                })}
              </Header>
              <MenuItem id="file" className="chat-attach__item" textValue={t('attach.file')}>
                <PaperclipIcon />
                {t('attach.file')}
              </MenuItem>
              <MenuItem id="camera" className="chat-attach__item" textValue={t('attach.camera')}>
                <CameraIcon />
                {t('attach.camera')}
              </MenuItem>
              <MenuItem id="voice" className="chat-attach__item" textValue={mediaText('voiceNote.open')}>
                <MicrophoneIcon />
                {mediaText('voiceNote.open')}
              </MenuItem>
              <MenuItem id="drawing" className="chat-attach__item" textValue={mediaText('drawing.open')}>
                <PencilIcon />
                {mediaText('drawing.open')}
              </MenuItem>
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
      <input
        ref={fileInput}
        className="chat-attach__input"
        type="file"
        accept={ACCEPT}
        multiple
        tabIndex={-1}
        aria-label={t('attach.file')}
        onChange={chosen}
      />
      <input
        ref={cameraInput}
        className="chat-attach__input"
        type="file"
        accept="image/*"
        capture="environment"
        tabIndex={-1}
        aria-label={t('attach.camera')}
        onChange={photographed}
      />
      {refusal ? (
        <div className="chat-attach__refusal" role="alert">
          <p>
            <strong>{refusal.name}</strong>: {refusalText(refusal.code)}
          </p>
          <button type="button" className="chat-message__action" onClick={() => setRefusal(null)}>
            {t('attach.dismiss')}
          </button>
        </div>
      ) : null}
      <CameraPhotoDialog
        photo={photo}
        onCancel={() => setPhoto(null)}
        onRetake={() => {
          setPhoto(null);
          cameraInput.current?.click();
        }}
        onSend={(file) => {
          setPhoto(null);
          send(file);
        }}
      />
      <MediaToolDialogs
        tool={tool}
        onClose={() => setTool(null)}
        onSendVoiceNote={sendVoiceNote}
        onSendDrawing={send}
        translate={mediaText}
        penTranslate={penText}
      />
    </>
  );
});
