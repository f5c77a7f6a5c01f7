import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberPostLoginRedirect } from '../post-login-redirect.js';

/** Sends the visitor to sign-in, keeping the page they asked for when `remember` says so. */
export function ToSignIn({ remember }: { remember: boolean }) {
  const location = useLocation();
  const requested = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (remember) rememberPostLoginRedirect(requested);
  }, [remember, requested]);
  return <Navigate to="/login" replace />;
}
