export { Sessions };

import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { api, problemMessage } from '../api';
import { useTimes } from '../session';
import { useApiData } from '../use-api';
import type { SessionsAnswer } from '../types';

/** A signed-in browser as GET /api/staff/sessions lists it. */
// Where this person is signed in: end any other browser (a lost phone, a shared computer).
function Sessions() {
  const { data, error, refresh } = useApiData<SessionsAnswer>('sessions');
  const times = useTimes();
  const [ending, setEnding] = useState('');
  const [problem, setProblem] = useState('');

  async function end(id: string) {
    setEnding(id);
    setProblem('');
    try {
      await api.delete(`sessions/${encodeURIComponent(id)}`);
      await refresh();
    } catch (failure) {
      setProblem(problemMessage(failure));
    } finally {
      setEnding('');
    }
  }

  return (
    <Stack gap="sm" maw={640}>
      <Title order={1} size="h3">
        Where you are signed in
      </Title>
      {(error || problem) && (
        <Alert color="red" role="alert">
          {problem || error}
        </Alert>
      )}
      {(!data || !times) && !error && <Loader aria-label="Loading" />}
      {times && data && (
        <Text size="xs" c="gray.7" data-zone>
          Times in {times.zone}
        </Text>
      )}
      {times &&
        data?.sessions.map((session) => (
          <Group key={session.id} justify="space-between" wrap="nowrap" p="xs" bd="1px solid gray.3">
            <div>
              <Text size="sm" fw={600}>
                {session.userAgent || 'Unknown browser'} {session.current && <Badge size="sm">This browser</Badge>}
              </Text>
              <Text size="xs" c="gray.7">
                Signed in {times.when(session.createdAt)}; last used {times.when(session.lastSeenAt)}
              </Text>
            </div>
            {!session.current && (
              <Button size="xs" variant="light" color="red" loading={ending === session.id} onClick={() => void end(session.id)}>
                Sign out there
              </Button>
            )}
          </Group>
        ))}
    </Stack>
  );
}
