import { useState } from 'react';
import type { ChatUploads, ChosenFile, UploadRefusal } from '../../state/chat-uploads.js';
import type { WhiteboardTranslate } from '../whiteboard/whiteboard.js';
import { DrawingDialog } from './drawing-dialog.js';
import { type ChatMediaTranslate, VoiceNoteDialog } from './voice-note-dialog.js';

/** The recorder or the drawing pad, when one is open. */
export type MediaTool = 'voice' | 'drawing';

/** A file the chat would not take, by its name, and why. */
export interface UploadRefused {
  name: string;
  code: UploadRefusal;
}

/**
 * What the composer's attachments share in both classrooms: sending a file or a voice note into
 * the session, the refusal of the last one in words, and which recording or drawing tool is open.
 */
export function useMediaTools(
  uploads: Pick<ChatUploads, 'send' | 'sendVoiceNote'>,
  sessionId: number,
  translate: ChatMediaTranslate,
) {
  const [refusal, setRefusal] = useState<UploadRefused | null>(null);
  const [tool, setTool] = useState<MediaTool | null>(null);
  const send = (file: ChosenFile) => {
    const refused = uploads.send(sessionId, file);
    setRefusal(refused ? { name: file.name, code: refused } : null);
  };
  const sendVoiceNote = (recording: Blob, seconds: number) => {
    const refused = uploads.sendVoiceNote(sessionId, recording, seconds);
    setRefusal(refused ? { name: translate('voiceNote.open'), code: refused } : null);
  };
  return { refusal, setRefusal, tool, setTool, send, sendVoiceNote };
}

interface MediaToolDialogsProps {
  tool: MediaTool | null;
  onClose(): void;
  onSendVoiceNote(recording: Blob, seconds: number): void;
  onSendDrawing(picture: File): void;
  translate: ChatMediaTranslate;
  penTranslate: WhiteboardTranslate;
}

/** The voice-note recorder and the drawing pad, whichever the composer opened. */
export function MediaToolDialogs({
  tool,
  onClose,
  onSendVoiceNote,
  onSendDrawing,
  translate,
  penTranslate,
}: MediaToolDialogsProps) {
  return (
    <>
      <VoiceNoteDialog
        isOpen={tool === 'voice'}
        onClose={onClose}
        onSend={onSendVoiceNote}
        translate={translate}
      />
      <DrawingDialog
        isOpen={tool === 'drawing'}
        onClose={onClose}
        onSend={onSendDrawing}
        translate={translate}
        penTranslate={penTranslate}
      />
    </>
  );
}
