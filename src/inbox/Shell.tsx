export { Shell };

import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Anchor, Box, Button, Center, Container, Group, Loader } from '@mantine/core';
import { useSession } from './session';
import { LeadAlerts } from './alerts/LeadAlerts';

/** The inbox's screens beside the list, in the bar on a desktop and in its menu on a phone. */
const screens = [
  { to: '/staff/report', label: 'Visits and jobs' },
  { to: '/staff/speed', label: 'Response times' },
];

// The bar above the list and a lead's page: the inbox's name, its screens, alerts, who is signed in, and signing out.
// On a phone it stays one row (the name, alerts and a menu button); the rest opens under it.
function Shell() {
  const { account, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menu, setMenu] = useState(false);
  // A screen chosen from the menu closes it; so does Escape.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenu(false);
  }
  useEffect(() => {
    if (!menu) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenu(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menu]);
  const leave = () => void signOut().then(() => navigate('/staff/sign-in'));
  const who = account ? account.name || account.email : '';

  return (
    <>
      <Box component="header" bg="blue.8" c="white" py="xs">
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} to="/staff" c="white" fw={700} fz="lg" underline="never" style={{ whiteSpace: 'nowrap' }}>
              Staff inbox
            </Anchor>
            {/* Drawn while the session check runs too (the server sends this screen to a browser with a session
                cookie), so the bar keeps its height when the answer comes. */}
            {account !== null && (
              <Group gap="sm" wrap="nowrap" justify="flex-end" style={{ minWidth: 0 }}>
                {screens.map((screen) => (
                  <Anchor
                    key={screen.to}
                    component={Link}
                    to={screen.to}
                    c="white"
                    size="sm"
                    visibleFrom="sm"
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {screen.label}
                  </Anchor>
                ))}
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
                    maw="14em"
                  >
                    {who}
                  </Anchor>
                )}
                <Button variant="white" size="xs" visibleFrom="sm" onClick={leave}>
                  Sign out
                </Button>
                {/* The icon alone: on a 360 px phone the bar has no room for a word more. */}
                <Button
                  hiddenFrom="sm"
                  variant="subtle"
                  color="white"
                  c="white"
                  size="xs"
                  px={6}
                  onClick={() => setMenu((open) => !open)}
                  aria-label="Menu"
                  title="Menu"
                  aria-expanded={menu}
                  aria-controls="staff-menu"
                >
                  <MenuIcon open={menu} />
                </Button>
              </Group>
            )}
          </Group>
          {menu && account !== null && (
            <Box id="staff-menu" component="nav" aria-label="Inbox" hiddenFrom="sm" pt="xs" mt="xs" style={menuColumn}>
              <MenuLink to="/staff">Leads</MenuLink>
              {screens.map((screen) => (
                <MenuLink key={screen.to} to={screen.to}>
                  {screen.label}
                </MenuLink>
              ))}
              <MenuLink to="/staff/sessions">{who ? `Where you are signed in (${who})` : 'Where you are signed in'}</MenuLink>
              <Button variant="white" size="sm" mt="xs" onClick={leave} style={{ alignSelf: 'flex-start' }}>
                Sign out
              </Button>
            </Box>
          )}
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

// Box rather than Stack: the bar's code is in every screen's first load.
const menuColumn = { display: 'flex', flexDirection: 'column', borderTop: '1px solid rgba(255, 255, 255, 0.35)' } as const;

// A row of the phone's menu: the whole width is the target.
function MenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Anchor component={Link} to={to} c="white" py={10} fw={500} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Anchor>
  );
}

// Three bars, or a cross while the menu is open: a few lines of SVG rather than another component and its styles.
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M4 4l10 10M14 4L4 14" /> : <path d="M2 4h14M2 9h14M2 14h14" />}
    </svg>
  );
}
