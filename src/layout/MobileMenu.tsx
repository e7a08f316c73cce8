export default MobileMenu;
export type { MobileMenuProps, MenuWords };

import { useId, useRef, useState } from 'react';
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
  /** The menu's own words in the page's language; absent: English. */
  words?: MenuWords;
  /** The language switcher: the same page in each other language, named in it; absent on a site in one language. */
  languages?: { language: string; href: string; name: string }[];
}

/** What the menu says besides the site's links; {menu} in `allOf` is an item's name. */
interface MenuWords {
  open: string;
  close: string;
  menu: string;
  allOf: string;
  call: string;
}

// The small-screen menu: a side sheet with the header's links; a link click closes it.
// A native modal <dialog> traps focus, closes on Escape and hides the page behind it, with no library code.
function MobileMenu({ navigation, cta, siteName, phone, words, languages }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  // React's ids start with '_' and hold ':'-like characters; element ids should be plain and start with a letter.
  const id = `mobile-menu-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const open = () => {
    dialog.current?.showModal();
    setOpened(true);
  };
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className="mobile-menu-burger"
        aria-label={words?.open ?? 'Open menu'}
        aria-expanded={opened}
        aria-controls={`${id}-sheet`}
        onClick={open}
      >
        <span aria-hidden="true" />
      </button>
      <dialog
        ref={dialog}
        id={`${id}-sheet`}
        className="mobile-menu-sheet"
        aria-labelledby={`${id}-title`}
        onClose={() => setOpened(false)}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => event.target === dialog.current && close()}
      >
        <div className="mobile-menu-head">
          <p id={`${id}-title`} className="mobile-menu-title">
            {siteName}
          </p>
          <button type="button" className="mobile-menu-close" aria-label={words?.close ?? 'Close menu'} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label={words?.menu ?? 'Mobile'}>
          <ul className="mobile-menu-list">
            {navigation.map((item, index) => (
              <li key={item.href}>
                {item.submenu ? (
                  <>
                    <button
                      type="button"
                      className="mobile-menu-toggle"
                      aria-expanded={expanded === item.href}
                      aria-controls={`${id}-sub${index}`}
                      onClick={() => setExpanded((e) => (e === item.href ? null : item.href))}
                    >
                      {item.name}
                    </button>
                    <ul id={`${id}-sub${index}`} className="mobile-menu-sublist" hidden={expanded !== item.href}>
                      <li>
                        <a href={item.href} onClick={close}>
                          {words ? words.allOf.replace('{menu}', item.name) : `All ${item.name}`}
                        </a>
                      </li>
                      {item.submenu.map((sub) => (
                        <li key={sub.href}>
                          <a href={sub.href} onClick={close}>
                            {sub.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <a href={item.href} onClick={close}>
                    {item.name}
                  </a>
                )}
              </li>
            ))}
            {languages?.map((l) => (
              <li key={l.language}>
                <a href={l.href} lang={l.language} hrefLang={l.language} onClick={close}>
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
          <a href={cta.href} className="mobile-menu-cta" onClick={close}>
            {cta.label}
          </a>
          <a href={phone.href} className="mobile-menu-phone" onClick={close}>
            {words?.call ?? `Call ${phone.label}`}
          </a>
        </nav>
      </dialog>
    </>
  );
}
