export { SetPassword };

import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, Center, Loader, PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { api, isStatus, problemMessage } from '../api';
import { useSession } from '../session';
import type { Session } from '../types';
import { AuthCard } from './AuthCard';

const minLength = 10;

// The page an invitation or reset link opens: choose a password, then straight into the inbox.
function SetPassword({ purpose }: { purpose: 'invite' | 'reset' }) {
  const { token = '' } = useParams();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const [link, setLink] = useState<{ email: string } | 'checking' | 'invalid' | 'error'>('checking');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: {
      password: (value) => (value.length >= minLength ? null : `Use at least ${minLength} characters.`),
      repeat: (value, values) => (value === values.password ? null : 'The two passwords are not the same.'),
    },
  });

  useEffect(() => {
    api
      .get(`invitations/${encodeURIComponent(token)}`)
      .json<{ email: string }>()
      .then((answer) => setLink({ email: answer.email }))
      .catch((error: unknown) => setLink(isStatus(error, 404) ? 'invalid' : 'error'));
  }, [token]);

  async function submit(values: typeof form.values) {
    setBusy(true);
    setProblem('');
    try {
      signedIn(await api.post(`invitations/${encodeURIComponent(token)}`, { json: { password: values.password } }).json<Session>());
      navigate('/staff', { replace: true });
    } catch (error) {
      if (isStatus(error, 404)) setLink('invalid');
      else setProblem(problemMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const title = purpose === 'invite' ? 'Welcome: choose your password' : 'Set a new password';
  if (link === 'checking') {
    return (
      <Center h="60vh">
        <Loader aria-label="Checking the link" />
      </Center>
    );
  }
  if (link === 'invalid' || link === 'error') {
    return (
      <AuthCard title={title}>
        <Alert color="red" role="alert" title={link === 'invalid' ? 'This link no longer works' : 'The link could not be checked'}>
          {link === 'invalid'
            ? 'It was already used or it has expired. Ask for a new one: an invitation from whoever manages access, or a reset link below.'
            : 'No answer from the server. Reload the page to try again.'}
        </Alert>
        <Anchor component={Link} to="/staff/forgot" size="sm" ta="center">
          Send me a new link
        </Anchor>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title}>
      <Text size="sm">
        For <b>{link.email}</b>. At least {minLength} characters, not one of the commonest passwords, and not a key or letter repeated or
        run in order; a few words you will remember work well.
      </Text>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        {problem && (
          <Alert color="red" role="alert" mb="md">
            {problem}
          </Alert>
        )}
        <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
        <PasswordInput label="New password" autoComplete="new-password" required mb="sm" {...form.getInputProps('password')} />
        <PasswordInput label="The same password again" autoComplete="new-password" required mb="md" {...form.getInputProps('repeat')} />
        <Button type="submit" fullWidth loading={busy}>
          Save password and sign in
        </Button>
      </form>
    </AuthCard>
  );
}
