import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context.js';
import { TextField } from '@lantern/shared/ui/account/password-fields';

/**
 * Asks for a reset link by username or e-mail. The answer is the same whether or not the account
 * exists, so the page says what happens when one does.
 */
function ResetRequestFormView() {
  const { account } = useStores();
  const { t } = useTranslation('account');
  const [login, setLogin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentFor, setSentFor] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = login.trim();
    setSentFor(null);
    if (!asked) {
      setProblem(t('request.empty'));
      return;
    }
    setProblem(null);
    if (await account!.requestReset(asked)) setSentFor(asked);
    else setProblem(t('errors.something_wrong'));
  };

  return (
    <form
      className="help-block"
      aria-labelledby="reset-request-title"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id="reset-request-title">{t('request.heading')}</h2>
      <p>{t('request.lead')}</p>
      <TextField
        id="reset-login"
        label={t('request.login')}
        type="text"
        autoComplete="username"
        value={login}
        onChange={setLogin}
        invalid={problem !== null}
        describedBy={problem ? 'reset-request-problem' : undefined}
      />
      {problem ? (
        <p id="reset-request-problem" className="lt-alert lt-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      {sentFor ? (
        <p className="lt-alert lt-alert--success" role="status">
          {t('request.sent', { login: sentFor })}
        </p>
      ) : null}
      <button type="submit" className="lt-button lt-button--primary" disabled={account?.pending === 'reset'}>
        {t('request.submit')}
      </button>
      <p className="lt-hint">{t('request.noEmail')}</p>
    </form>
  );
}

export const ResetRequestForm = observer(ResetRequestFormView);
