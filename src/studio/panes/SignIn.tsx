import { useState, type FormEvent } from 'react';
import { opsSignIn } from '../../contract/ops/settings/index';
import { opsCall, OpsError, setCsrf } from '../api';
import type { Operator } from '../types';

/** Sign in with an operator account, or with the ops token (a publisher). */
export function SignIn({ onSignedIn }: { onSignedIn: (operator: Operator) => void }) {
  const [mode, setMode] = useState<'account' | 'token'>('account');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const payload = mode === 'account' ? { username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') } : { token: String(form.get('token') ?? '') };
    setBusy(true);
    setError('');
    try {
      const operator = await opsCall(opsSignIn, payload);
      setCsrf(operator.csrf);
      onSignedIn(operator);
    } catch (e) {
      setError(e instanceof OpsError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="studio-signin">
      <h1>Layout studio</h1>
      <form onSubmit={(e) => void submit(e)} aria-label="Sign in">
        {mode === 'account' ? (
          <>
            <label>Username<input name="username" autoComplete="username" required autoFocus /></label>
            <label>Password<input name="password" type="password" autoComplete="current-password" required /></label>
          </>
        ) : (
          <label>Ops token<input name="token" type="password" autoComplete="off" required autoFocus /></label>
        )}
        {error && <p role="alert" className="studio-error">{error}</p>}
        <button type="submit" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</button>
        <button type="button" className="link" onClick={() => setMode(mode === 'account' ? 'token' : 'account')}>
          {mode === 'account' ? 'Use the ops token instead' : 'Use an operator account instead'}
        </button>
      </form>
    </main>
  );
}
