import type { ChatType } from '@lantern/shared/contracts/sessions';
import type { AiOffer } from '@lantern/shared/domain/ai/ai-status';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { AiIcon, TutorIcon } from './icons.js';

interface ChatTypeFieldProps {
  value: ChatType | null;
  onChange(value: ChatType): void;
  error: string | null;
  /** The AI tutor's card: shown and choosable, or shown off with the reason (never hidden here). */
  ai: Exclude<AiOffer, { kind: 'hidden' }>;
  groupRef?: RefObject<HTMLDivElement | null>;
}

const CHOICES: { value: ChatType; icon: () => React.JSX.Element }[] = [
  { value: 'tutor', icon: TutorIcon },
  { value: 'ai', icon: AiIcon },
];

/**
 * "Chat type must be chosen": a live tutor or the AI tutor, as two large cards. While the AI is
 * unavailable its card stays in place, unchoosable, saying why in the words staff see too.
 */
export function ChatTypeField({ value, onChange, error, ai, groupRef }: ChatTypeFieldProps) {
  const { t } = useTranslation('classroom');
  const { t: common } = useTranslation('common');
  const hint = (choice: ChatType) =>
    choice === 'ai' && ai.kind === 'withdrawn'
      ? common(`ai.withdrawn.${ai.reason}`)
      : t(`start.chatTypes.${choice}Text`);
  return (
    <RadioGroup
      ref={groupRef}
      className="ask-field"
      value={value}
      onChange={(chosen) => onChange(chosen as ChatType)}
      isInvalid={error !== null}
      isRequired
    >
      <Label className="ask-field__label">{t('start.chatTypeLabel')}</Label>
      <div className="chat-type-choices">
        {CHOICES.map(({ value: choice, icon: Icon }) => (
          <Radio
            key={choice}
            value={choice}
            className="chat-type-card"
            isDisabled={choice === 'ai' && ai.kind === 'withdrawn'}
          >
            <span className="chat-type-card__icon">
              <Icon />
            </span>
            <span className="chat-type-card__text">
              <span className="chat-type-card__name">{t(`start.chatTypes.${choice}`)}</span>
              <span className="chat-type-card__hint">{hint(choice)}</span>
            </span>
            <span className="chat-type-card__tick" aria-hidden="true" />
          </Radio>
        ))}
      </div>
      <FieldError className="field-error">{error}</FieldError>
    </RadioGroup>
  );
}
