import type { ChatType } from '@lantern/shared/contracts/sessions';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { AiIcon, TutorIcon } from './icons.js';

interface ChatTypeFieldProps {
  value: ChatType | null;
  onChange(value: ChatType): void;
  error: string | null;
  groupRef?: RefObject<HTMLDivElement | null>;
}

const CHOICES: { value: ChatType; icon: () => React.JSX.Element }[] = [
  { value: 'tutor', icon: TutorIcon },
  { value: 'ai', icon: AiIcon },
];

/** "Chat type must be chosen": a live tutor or the AI tutor, as two large cards. */
export function ChatTypeField({ value, onChange, error, groupRef }: ChatTypeFieldProps) {
  const { t } = useTranslation('classroom');
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
          <Radio key={choice} value={choice} className="chat-type-card">
            <span className="chat-type-card__icon">
              <Icon />
            </span>
            <span className="chat-type-card__text">
              <span className="chat-type-card__name">{t(`start.chatTypes.${choice}`)}</span>
              <span className="chat-type-card__hint">{t(`start.chatTypes.${choice}Text`)}</span>
            </span>
            <span className="chat-type-card__tick" aria-hidden="true" />
          </Radio>
        ))}
      </div>
      <FieldError className="field-error">{error}</FieldError>
    </RadioGroup>
  );
}
