import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { formatVoiceNoteDuration, VOICE_NOTE_MAX_SECONDS } from '../../domain/files/chat-uploads.js';
import type { ChatMediaTranslate } from './text.js';
import { useVoiceRecorder } from './use-voice-recorder.js';
import '../modal-card.css';
import './chat-media.css';

export type { ChatMediaTextKey, ChatMediaTranslate } from './text.js';

interface VoiceNoteDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** The recording to send, with its length in seconds. */
  onSend(recording: Blob, seconds: number): void;
  translate: ChatMediaTranslate;
}

/**
 * Records a voice note: start, stop (or the five-minute limit), listen back, then send or record
 * again. Nothing is sent until the person says so; closing throws the recording away.
 */
export function VoiceNoteDialog({ isOpen, onClose, onSend, translate }: VoiceNoteDialogProps) {
  return (
    <ModalOverlay
      className="lt-modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
    >
      <Modal className="lt-modal-card">
        <Dialog className="lt-modal-card__body">
          <Recorder onClose={onClose} onSend={onSend} translate={translate} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function Recorder({ onClose, onSend, translate }: Omit<VoiceNoteDialogProps, 'isOpen'>) {
  const { state, start, stop, reset } = useVoiceRecorder();
  const preview = usePreviewUrl(state.phase === 'recorded' ? state.recorded.blob : null);
  const max = formatVoiceNoteDuration(VOICE_NOTE_MAX_SECONDS);
  return (
    <>
      <Heading slot="title" className="lt-modal-card__title">
        {translate('voiceNote.title')}
      </Heading>
      <p className="lt-media-dialog__hint">{translate('voiceNote.hint', { max })}</p>
      {state.phase === 'recording' ? (
        <p className="lt-voice-recorder__elapsed" role="timer" aria-live="off">
          <span className="lt-voice-recorder__dot" aria-hidden="true" />
          {translate('voiceNote.elapsed', { elapsed: formatVoiceNoteDuration(state.seconds), max })}
        </p>
      ) : null}
      {state.phase === 'recorded' && preview ? (
        <audio
          className="lt-voice-note__audio"
          controls
          src={preview}
          aria-label={translate('voiceNote.preview')}
        />
      ) : null}
      {state.phase === 'failed' ? (
        <p className="lt-media-dialog__error" role="alert">
          {translate(state.problem === 'denied' ? 'voiceNote.denied' : 'voiceNote.unavailable')}
        </p>
      ) : null}
      <div className="lt-modal-card__actions">
        <Button className="lt-button lt-button--secondary" onPress={onClose}>
          {translate('voiceNote.cancel')}
        </Button>
        {state.phase === 'recording' ? (
          <Button className="lt-button lt-button--primary" onPress={stop} autoFocus>
            {translate('voiceNote.stop')}
          </Button>
        ) : state.phase === 'recorded' ? (
          <>
            <Button className="lt-button lt-button--secondary" onPress={reset}>
              {translate('voiceNote.again')}
            </Button>
            <Button
              className="lt-button lt-button--primary"
              autoFocus
              onPress={() => {
                onSend(state.recorded.blob, state.recorded.seconds);
                onClose();
              }}
            >
              {translate('voiceNote.send')}
            </Button>
          </>
        ) : (
          <Button
            className="lt-button lt-button--primary"
            isDisabled={state.phase === 'starting'}
            onPress={() => void start()}
            autoFocus
          >
            {translate(state.phase === 'starting' ? 'voiceNote.starting' : 'voiceNote.start')}
          </Button>
        )}
      </div>
    </>
  );
}

/** An object URL for a recording, revoked when it changes or the dialog closes. */
function usePreviewUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

interface VoiceNotePlayerProps {
  url: string;
  durationSeconds: number;
  translate: ChatMediaTranslate;
}

/** A voice note in the chat: played where it is, its length beside it. */
export function VoiceNotePlayer({ url, durationSeconds, translate }: VoiceNotePlayerProps) {
  const label = translate('voiceNote.label', { duration: formatVoiceNoteDuration(durationSeconds) });
  return (
    <figure className="lt-voice-note">
      <audio className="lt-voice-note__audio" controls preload="none" src={url} aria-label={label} />
      <figcaption className="lt-voice-note__caption">{label}</figcaption>
    </figure>
  );
}
