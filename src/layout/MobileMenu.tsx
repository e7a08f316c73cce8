export default MobileMenu;
export type { MobileMenuProps };

import { useState } from 'react';
import { Burger, Drawer, NavLink as MantineNavLink, Button, Stack } from '@mantine/core';
import type { Link, NavItem } from '../content/types';

interface MobileMenuProps {
  /** Header navigation from site.yaml. */
  navigation: NavItem[];
  /** The call-to-action button shown under the links. */
  cta: Link;
  /** Business name, the sheet's title. */
  siteName: string;
  /** Phone shown at the bottom of the sheet. */
  phone: { label: string; href: string };
}

// The small-screen menu: a side sheet with the header's links; a link click closes it.
function MobileMenu({ navigation, cta, siteName, phone }: MobileMenuProps) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => setOpened((o) => !o)}
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls="mobile-menu"
        className="mobile-menu-burger"
      />
      <Drawer opened={opened} onClose={close} position="right" size="xs" title={siteName} id="mobile-menu" closeButtonProps={{ 'aria-label': 'Close menu' }}>
        <nav aria-label="Mobile">
          <Stack gap={4}>
            {navigation.map((item) =>
              item.submenu ? (
                <MantineNavLink key={item.href} label={item.name} component="button" childrenOffset="md">
                  <MantineNavLink href={item.href} label={`All ${item.name}`} onClick={close} />
                  {item.submenu.map((sub) => (
                    <MantineNavLink key={sub.href} href={sub.href} label={sub.name} onClick={close} />
                  ))}
                </MantineNavLink>
              ) : (
                <MantineNavLink key={item.href} href={item.href} label={item.name} onClick={close} />
              ),
            )}
            <Button component="a" href={cta.href} onClick={close} mt="md">
              {cta.label}
            </Button>
            <Button component="a" href={phone.href} variant="outline" onClick={close}>
              {phone.label}
            </Button>
          </Stack>
        </nav>
      </Drawer>
    </>
  );
}
