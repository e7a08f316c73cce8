export { SignIn };

import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { api, problemMessage, isStatus } from '../api';
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
  if (account) return <Navigate to={safeNext(params.get('next'))} replace />;

  async function submit(values: typeof form.values) {
    setBusy(true);
    setProblem('');
    try {
      signedIn(await api.post('session', { json: { email: values.email.trim(), password: values.password } }).json<Session>());
    } catch (error) {
      setProblem(isStatus(error, 401) ? 'That e-mail address and password do not match an account.' : await problemMessage(error));
      form.setFieldValue('password', '');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Sign in">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        {problem && (
          <Alert color="red" role="alert" mb="md" title="Not signed in">
            {problem}
          </Alert>
        )}
        <TextInput label="E-mail" type="email" autoComplete="username" required mb="sm" {...form.getInputProps('email')} />
        {/* A plain password field: Mantine's PasswordInput repeats a class name, which the prerendered page's HTML
            check refuses. */}
        <TextInput label="Password" type="password" autoComplete="current-password" required mb="md" {...form.getInputProps('password')} />
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
