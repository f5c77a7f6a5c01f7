import type { Subject } from '@lantern/shared/contracts/catalog';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { ChevronIcon } from './icons.js';

/** The topic select's "any topic" entry: a key the catalogue never uses. */
const ANY_TOPIC = 'any';

interface SubjectFieldsProps {
  subjects: readonly Subject[];
  subjectId: number | null;
  topicId: number | null;
  onSubjectChange(subjectId: number): void;
  /** Left out where no topic is asked for (the transfer asks for a subject only). */
  onTopicChange?(topicId: number | null): void;
  error: string | null;
  subjectRef?: RefObject<HTMLDivElement | null>;
  /** The subject list's label, when it says more than "Subject". */
  label?: string;
}

/** The subject (required) and its topic (optional), each a list to pick from. */
export function SubjectFields(props: SubjectFieldsProps) {
  const { subjects, subjectId, topicId, error } = props;
  const { t } = useTranslation('classroom');
  const subjectName = useSubjectName();
  const topics = subjects.find((subject) => subject.id === subjectId)?.availableTopics ?? [];

  return (
    <div className="subject-fields">
      <Select
        ref={props.subjectRef}
        className="ask-select"
        value={subjectId}
        onChange={(key) => {
          if (key !== null) props.onSubjectChange(Number(key));
        }}
        placeholder={t('start.subjectPlaceholder')}
        isInvalid={error !== null}
        isRequired
      >
        <Label className="ask-field__label">{props.label ?? t('start.subject')}</Label>
        <Button className="ask-select__button">
          <SelectValue className="ask-select__value" />
          <ChevronIcon />
        </Button>
        <FieldError className="field-error">{error}</FieldError>
        <Popover className="ask-select__popover">
          <ListBox className="ask-select__list">
            {subjects.map((subject) => (
              <ListBoxItem key={subject.id} id={subject.id} className="ask-select__option">
                {subjectName(subject)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      {props.onTopicChange ? (
        <Select
          className="ask-select"
          value={topicId ?? ANY_TOPIC}
          onChange={(key) => props.onTopicChange?.(key === null || key === ANY_TOPIC ? null : Number(key))}
          isDisabled={topics.length === 0}
        >
          <Label className="ask-field__label">{t('start.topic')}</Label>
          <Button className="ask-select__button">
            <SelectValue className="ask-select__value" />
            <ChevronIcon />
          </Button>
          <Popover className="ask-select__popover">
            <ListBox className="ask-select__list">
              <ListBoxItem id={ANY_TOPIC} className="ask-select__option">
                {t('start.anyTopic')}
              </ListBoxItem>
              {topics.map((topic) => (
                <ListBoxItem key={topic.id} id={topic.id} className="ask-select__option">
                  {topic.name}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      ) : null}
    </div>
  );
}
