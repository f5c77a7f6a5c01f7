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
        <ul className="section-people__list" aria-label={words('chosen')}>
          {chosen.map((person) => (
            <li key={person.id} className="section-people__row">
              <span className="section-people__who">
                {nameOf(person)} <span className="lt-hint">{person.username}</span>
              </span>
              <button
                type="button"
                className="lt-button lt-button--secondary"
                aria-label={t('superuser.admin.sections.people.removeLabel', { name: nameOf(person) })}
                onClick={() => onChange(chosen.filter((other) => other.id !== person.id))}
              >
                {t('superuser.admin.sections.people.remove')}
              </button>
            </li>
          ))}
        </ul>
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
        <ul className="section-people__list" aria-label={words('found')}>
          {addable.map((person) => (
            <li key={person.id} className="section-people__row">
              <span className="section-people__who">
                {nameOf(person)} <span className="lt-hint">{person.username}</span>
              </span>
              <button
                type="button"
                className="lt-button lt-button--secondary"
                aria-label={t('superuser.admin.sections.people.addLabel', { name: nameOf(person) })}
                onClick={() => onChange([...chosen, person])}
              >
                {t('superuser.admin.sections.people.add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
});
