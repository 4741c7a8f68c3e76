import { useEffect, useState } from 'react';
import { opsSession, opsSignOut } from '../contract/ops/settings/index';
import { opsCall, OpsError, setCsrf } from './api';
import { SignIn } from './panes/SignIn';
import type { Operator } from './types';
import { Workspace } from './Workspace';

/** Signed in (the cookie is still good after a reload) → the workspace; otherwise the sign-in form. */
export function Studio() {
  const [operator, setOperator] = useState<Operator | null | 'checking'>('checking');
  useEffect(() => {
    // The preview frame starts as a guest: a preview session from an earlier visit is dropped.
    sessionStorage.removeItem('MC_SESSION_INFO');
    opsCall(opsSession, {}).then(
      (me) => {
        setCsrf(me.csrf);
        setOperator(me);
      },
      (e: unknown) => {
        if (!(e instanceof OpsError && e.status === 401)) console.error(e);
        setOperator(null);
      },
    );
  }, []);
  const signOut = async () => {
    await opsCall(opsSignOut, {}).catch(() => undefined);
    setCsrf(null);
    setOperator(null);
  };
  if (operator === 'checking') return <p className="muted studio-main">Checking your session…</p>;
  if (!operator) return <SignIn onSignedIn={setOperator} />;
  return <Workspace operator={operator} onSignOut={() => void signOut()} />;
}
