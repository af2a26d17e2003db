import { Button, Container, Group, Loader, Title, useMantineColorScheme } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { api, type ReleaseState, type Session } from './api';
import { LoginForm } from './LoginForm';
import { ReleaseBoard } from './ReleaseBoard';

/** The whole page: the login until a session exists, then the board of remotes and the audit log. */
export function ReleasePage() {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [state, setState] = useState<ReleaseState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const answer = await api<ReleaseState>('state');
    if (answer.ok) {
      setState(answer.data);
      setLoadError(null);
    } else if (answer.status === 401) setSession(null);
    else setLoadError(answer.error);
  }, []);

  useEffect(() => {
    void api<Session>('session').then((answer) => setSession(answer.ok ? answer.data : null));
  }, []);
  useEffect(() => {
    if (session) void load();
  }, [session, load]);

  const logOut = async () => {
    if (session) await api('logout', { body: {}, csrf: session.csrf });
    setSession(null);
    setState(null);
  };

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" mb="lg" component="header">
        <Title order={1}>Releases</Title>
        <Group>
          <ThemeToggle />
          {session ? (
            <Button variant="default" onClick={logOut}>
              Log out {session.name}
            </Button>
          ) : null}
        </Group>
      </Group>
      <main>
        {session === undefined ? <Loader aria-label="Loading" /> : null}
        {session === null ? <LoginForm onLoggedIn={setSession} /> : null}
        {session ? <ReleaseBoard session={session} state={state} loadError={loadError} onState={setState} onSessionEnded={() => setSession(null)} /> : null}
      </main>
    </Container>
  );
}

function ThemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const next = colorScheme === 'dark' ? 'light' : 'dark';
  return (
    <Button variant="default" onClick={() => setColorScheme(next)}>
      {next === 'dark' ? 'Dark theme' : 'Light theme'}
    </Button>
  );
}
