export { SignIn };

import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { api, problemMessage, isStatus } from '../api';
import { takeHeldSubmit } from '../held-submit';
import { useSession } from '../session';
import type { Session } from '../types';
import { AuthCard } from './AuthCard';

// Only an inbox address is a place to return to after signing in.
function safeNext(next: string | null): string {
  return next && /^\/staff(\/|\?|$)/.test(next) && !next.startsWith('/staff/sign-in') ? next : '/staff';
}

function SignIn() {
  const { account, signedIn } = useSession();
  const [params] = useSearchParams();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Enter your e-mail address.'),
      password: (value) => (value ? null : 'Enter your password.'),
    },
  });
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // What was typed, and a press of Sign in, before the app took over the drawn form.
  useEffect(() => {
    const { held, typed } = takeHeldSubmit();
    const email = typed.username || emailInput.current?.value || '';
    const password = typed['current-password'] || passwordInput.current?.value || '';
    if (email) form.setFieldValue('email', email);
    if (password) form.setFieldValue('password', password);
    if (held && email && password) void submit({ email, password });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (account) return <Navigate to={safeNext(params.get('next'))} replace />;

  async function submit(values: typeof form.values) {
    setBusy(true);
    setProblem('');
    try {
      signedIn(await api.post('session', { json: { email: values.email.trim(), password: values.password } }).json<Session>());
    } catch (error) {
      setProblem(isStatus(error, 401) ? 'That e-mail address and password do not match an account.' : problemMessage(error));
      form.setFieldValue('password', '');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Sign in">
      <form method="post" onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        {problem && (
          <Alert color="red" role="alert" mb="md" title="Not signed in">
            {problem}
          </Alert>
        )}
        <TextInput ref={emailInput} label="E-mail" type="email" autoComplete="username" required mb="sm" {...form.getInputProps('email')} />
        {/* A plain password field: Mantine's PasswordInput repeats a class name, which the prerendered page's HTML
            check refuses. */}
        <TextInput
          ref={passwordInput}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          mb="md"
          {...form.getInputProps('password')}
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
