import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { api, type Session } from './api';

/** Name and password; a wrong one, or too many, gets the server's reason. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: Session) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const answer = await api<Session>('login', { body: { name: form.get('name'), password: form.get('password') } });
    setBusy(false);
    if (answer.ok) onLoggedIn(answer.data);
    else setError(answer.error);
  };

  return (
    <Paper withBorder p="lg" maw={420}>
      <form onSubmit={submit} aria-labelledby="login-title">
        <Stack>
          <Title order={2} id="login-title">
            Log in
          </Title>
          <TextInput name="name" label="Name" autoComplete="username" required />
          <PasswordInput name="password" label="Password" autoComplete="current-password" required />
          {error ? (
            <Alert color="red" role="alert" title="Not logged in">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" loading={busy}>
            Log in
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
