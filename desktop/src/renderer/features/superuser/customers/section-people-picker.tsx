import type { SectionPerson } from '@lantern/shared/contracts/sections';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionMember, SectionsStore } from '../../../stores/sections-store.js';

const nameOf = (person: SectionPerson) => `${person.first_name} ${person.last_name}`;

/**
 * The teachers or the students of a section being edited: those chosen, each with a button taking
 * them out, and the school's people of that role found by name, each with a button adding them.
 */
export const SectionPeoplePicker = observer(function SectionPeoplePicker({
  store,
  role,
  chosen,
  onChange,
  error,
}: {
  store: SectionsStore;
  role: SectionMember;
  chosen: SectionPerson[];
  onChange(people: SectionPerson[]): void;
  error: string | undefined;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const [search, setSearch] = useState('');
  useEffect(() => void store.findPeople(role, search), [store, role, search]);
  const chosenIds = new Set(chosen.map((person) => person.id));
  const addable = store.found[role].filter((person) => !chosenIds.has(person.id));
  const words = (key: string, options?: Record<string, unknown>) =>
    t(`superuser.admin.sections.people.${role}.${key}`, options ?? {});
  return (
    <fieldset
      className="section-people customers-form__wide"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{words('legend', { count: chosen.length })}</legend>
      {error ? (
        <p id={`${id}-error`} className="console-field__error">
          {error}
        </p>
      ) : null}
      {chosen.length === 0 ? (
        <p className="lt-hint">{words('none')}</p>
      ) : (
        <PeopleList
          people={chosen}
          label={words('chosen')}
          action={t('superuser.admin.sections.people.remove')}
          actionLabelKey="superuser.admin.sections.people.removeLabel"
          onAction={(person) => onChange(chosen.filter((other) => other.id !== person.id))}
        />
      )}
      <div className="lt-field">
        <label className="lt-label" htmlFor={`${id}-search`}>
          {words('find')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="lt-input console-input"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {store.findFailed[role] ? (
        <p className="customers-error" role="alert">
          {t('superuser.admin.sections.people.findFailed')}
        </p>
      ) : addable.length === 0 ? (
        <p className="lt-hint">{words('noneFound')}</p>
      ) : (
        <PeopleList
          people={addable}
          label={words('found')}
          action={t('superuser.admin.sections.people.add')}
          actionLabelKey="superuser.admin.sections.people.addLabel"
          onAction={(person) => onChange([...chosen, person])}
        />
      )}
    </fieldset>
  );
});

/** People, each with one button (its name says whom it acts on). */
function PeopleList(props: {
  people: SectionPerson[];
  label: string;
  action: string;
  actionLabelKey: string;
  onAction(person: SectionPerson): void;
}) {
  const { t } = useTranslation('console');
  return (
    <ul className="section-people__list" aria-label={props.label}>
      {props.people.map((person) => (
        <li key={person.id} className="section-people__row">
          <span className="section-people__who">
            {nameOf(person)} <span className="lt-hint">{person.username}</span>
          </span>
          <button
            type="button"
            className="lt-button lt-button--secondary"
            aria-label={t(props.actionLabelKey, { name: nameOf(person) })}
            onClick={() => props.onAction(person)}
          >
            {props.action}
          </button>
        </li>
      ))}
    </ul>
  );
}
