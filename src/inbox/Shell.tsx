export { Shell };

import { Suspense } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { Anchor, Box, Button, Center, Container, Group, Loader } from '@mantine/core';
import { useSession } from './session';
import { LeadAlerts } from './alerts/LeadAlerts';

// The bar above the list and a lead's page: the inbox's name, who is signed in, and signing out.
function Shell() {
  const { account, signOut } = useSession();
  const navigate = useNavigate();
  return (
    <>
      <Box component="header" bg="blue.8" c="white" py="xs">
        <Container size="lg">
          {/* On a phone the links wrap under the inbox's name rather than run off the screen. */}
          <Group justify="space-between" wrap="wrap">
            <Anchor component={Link} to="/staff" c="white" fw={700} fz="lg" underline="never">
              Staff inbox
            </Anchor>
            {/* Drawn while the session check runs too (the server sends this screen to a browser with a session
                cookie), so the bar keeps its height when the answer comes. */}
            {account !== null && (
              <Group gap="sm" wrap="wrap" justify="flex-end">
                <Anchor component={Link} to="/staff/report" c="white" size="sm">
                  Visits and jobs
                </Anchor>
                <Anchor component={Link} to="/staff/speed" c="white" size="sm">
                  Speed
                </Anchor>
                <LeadAlerts />
                {account && (
                  <Anchor
                    component={Link}
                    to="/staff/sessions"
                    size="sm"
                    c="white"
                    visibleFrom="sm"
                    truncate
                    title="Where you are signed in"
                  >
                    {account.name || account.email}
                  </Anchor>
                )}
                {/* A phone's bar has no room for the name: a short link to the same screen. */}
                <Anchor component={Link} to="/staff/sessions" size="sm" c="white" hiddenFrom="sm" title="Where you are signed in">
                  Devices
                </Anchor>
                <Button
                  variant="white"
                  size="xs"
                  onClick={() => {
                    void signOut().then(() => navigate('/staff/sign-in'));
                  }}
                >
                  Sign out
                </Button>
              </Group>
            )}
          </Group>
        </Container>
      </Box>
      <Container size="lg" component="main" py="md" px="sm">
        <Suspense
          fallback={
            <Center h="40vh">
              <Loader aria-label="Loading" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
