export { SignIn };

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, TextInput } from '@mantine/core';
import { api, problemMessage, isStatus } from '../api';
import { takeHeldSubmit } from '../held-submit';
import { useSession } from '../session';
import type { Session } from '../types';
import { AuthCard } from './AuthCard';

type Field = 'email' | 'password';

// Only an inbox address is a place to return to after signing in.
function safeNext(next: string | null): string {
  return next && /^\/staff(\/|\?|$)/.test(next) && !next.startsWith('/staff/sign-in') ? next : '/staff';
}

// The fields are the browser's own (uncontrolled): the form arrives drawn and is typed in before the app takes it
// over, so what they hold is read when the form is sent, and no render of the app ever writes over it.
function SignIn() {
  const { account, signedIn } = useSession();
  const [params] = useSearchParams();
  const [problem, setProblem] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // What was typed, and a press of Sign in, before the app took over the drawn form.
  useEffect(() => {
    const { held, typed } = takeHeldSubmit();
    // A field drawn afresh (not the drawn one) gets back what was typed in it.
    restore(emailInput.current, typed.username);
    restore(passwordInput.current, typed['current-password']);
    if (held) formElement.current?.requestSubmit();
  }, []);
  if (account) return <Navigate to={safeNext(params.get('next'))} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = new FormData(event.currentTarget);
    const email = String(values.get('email') ?? '').trim();
    const password = String(values.get('password') ?? '');
    const found = check(email, password);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      signedIn(await api.post('session', { json: { email, password } }).json<Session>());
    } catch (error) {
      setProblem(isStatus(error, 401) ? 'That e-mail address and password do not match an account.' : problemMessage(error));
      if (passwordInput.current) passwordInput.current.value = '';
    } finally {
      setBusy(false);
    }
  }

  // A field's message goes once it is typed in again.
  const clear = (field: Field) => () => errors[field] && setErrors((now) => ({ ...now, [field]: undefined }));

  return (
    <AuthCard title="Sign in">
      <form ref={formElement} method="post" onSubmit={(event) => void submit(event)} noValidate>
        {problem && (
          <Alert color="red" role="alert" mb="md" title="Not signed in">
            {problem}
          </Alert>
        )}
        <TextInput
          ref={emailInput}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          mb="sm"
          error={errors.email}
          onChange={clear('email')}
        />
        {/* A plain password field: Mantine's PasswordInput repeats a class name, which the prerendered page's HTML
            check refuses. */}
        <TextInput
          ref={passwordInput}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          mb="md"
          error={errors.password}
          onChange={clear('password')}
        />
        <Button type="submit" fullWidth loading={busy}>
          Sign in
        </Button>
      </form>
      <Anchor component={Link} to="/staff/forgot" size="sm" ta="center">
        Forgot your password?
      </Anchor>
    </AuthCard>
  );
}

function check(email: string, password: string): Partial<Record<Field, string>> {
  return {
    ...(/^\S+@\S+\.\S+$/.test(email) ? {} : { email: 'Enter your e-mail address.' }),
    ...(password ? {} : { password: 'Enter your password.' }),
  };
}

function restore(input: HTMLInputElement | null, typed: string | undefined): void {
  if (input && typed && !input.value) input.value = typed;
}
