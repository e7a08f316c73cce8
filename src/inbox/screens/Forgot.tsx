export { Forgot };

import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { api, problemMessage } from '../api';
import { AuthCard } from './AuthCard';

// Asks for a reset link; the answer is the same whether or not the address has an account.
function Forgot() {
  const [sent, setSent] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Enter your e-mail address.') },
  });

  async function submit(values: typeof form.values) {
    setBusy(true);
    setProblem('');
    try {
      const answer = await api.post('password-reset', { json: { email: values.email.trim() } }).json<{ message?: string }>();
      setSent(answer.message || 'If that address has an account, a link to set a new password is on its way.');
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address you sign in with. We will e-mail you a link to set a new password; it works for one hour."
    >
      {sent ? (
        <Alert color="green" role="status" title="Check your e-mail">
          {sent}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          {problem && (
            <Alert color="red" role="alert" mb="md">
              {problem}
            </Alert>
          )}
          <TextInput label="E-mail" type="email" autoComplete="username" required mb="md" {...form.getInputProps('email')} />
          <Button type="submit" fullWidth loading={busy}>
            Send me a link
          </Button>
        </form>
      )}
      <Anchor component={Link} to="/staff/sign-in" size="sm" ta="center">
        Back to sign in
      </Anchor>
    </AuthCard>
  );
}
