import { useTranslation } from 'react-i18next';
import { Dropdown } from './dropdown.js';

export interface ViewAsChoice {
  role: string;
  label: string;
}

interface ViewAsMenuProps {
  choices: readonly ViewAsChoice[];
  pending?: boolean;
  onChoose(role: string): void;
}

/** "View as" a held role other than the current one; renders nothing when there is none. */
export function ViewAsMenu({ choices, pending = false, onChoose }: ViewAsMenuProps) {
  const { t } = useTranslation('common');
  if (choices.length === 0) return null;
  return (
    <Dropdown trigger={<span>{t('viewAs.button')}</span>}>
      {(close) => (
        <>
          <p className="lt-menu-heading">{t('viewAs.heading')}</p>
          <ul className="lt-menu-list">
            {choices.map((choice) => (
              <li key={choice.role}>
                <button
                  type="button"
                  className="lt-menu-item"
                  disabled={pending}
                  onClick={() => {
                    close();
                    onChoose(choice.role);
                  }}
                >
                  {choice.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Dropdown>
  );
}
