export { Header };

import { Island } from '../islands/Island';
import { languageName } from '../content/languages';
import { useBrandFiles, useLocalRoute, useSite, usePage } from '../site/context';
import { say, siteWords } from '../site/words';
import { telHref } from '../site/phone';
import { Icon } from '../icons/Icon';
import MobileMenu, { type MenuWords } from './MobileMenu';
import type { SiteWords } from '../content/types';

interface HeaderProps {
  /** Where the quote button leads: the page's own form, or the contact page's. */
  quoteHref: string;
}

// A ring drawn around the mark, on the line of the other links: no border or padding above or below to move it.
const markFrame = { padding: '0 0.375rem', boxShadow: '0 0 0 1px #868e96', borderRadius: 4 };

// Desktop links are plain HTML (submenus open on hover and keyboard focus); small screens get the side sheet island.
function Header({ quoteHref }: HeaderProps) {
  const site = useSite();
  const logo = useBrandFiles()?.logo;
  const nameInLogo = Boolean(logo && site.brand.logoShowsName);
  const { route, switcher } = usePage();
  const local = useLocalRoute();
  const words = siteWords(site);
  const phone = { label: site.phone.primary, href: telHref(site.phone.primary) };
  // The language switcher: the same page in each other language, named in that language.
  const languages = switcher?.map((v) => ({ language: v.language, href: v.route, name: languageName(v.language) }));
  const cta = { ...site.header.cta, href: quoteHref };
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <a href={local('/')} className="site-header-brand">
          {/* The name follows as text, and the logo adds nothing to what a screen reader says, unless the logo spells
              the name itself. Its style is inline: only sites with a logo pay for it; a wide logo shrinks on a phone,
              keeping its proportions. */}
          {logo && (
            <img
              src={logo.src}
              width={logo.width}
              height={logo.height}
              alt={nameInLogo ? site.name : ''}
              style={{ flex: 'none', marginRight: '0.5rem', maxWidth: nameInLogo ? '55vw' : '28vw', height: 'auto' }}
            />
          )}
          {!nameInLogo && site.name}
        </a>
        <nav aria-label={words.mainMenu} className="site-header-nav">
          <ul className="site-header-list">
            {site.header.navigation.map((item) => (
              <li key={item.href} className={item.submenu ? 'site-header-item has-submenu' : 'site-header-item'}>
                <a href={item.href} className="site-header-link" aria-current={current(route, item.href)}>
                  {item.name}
                </a>
                {item.submenu && (
                  <ul className="site-header-submenu">
                    <li>
                      <a href={item.href}>{say(words.allOf, { menu: item.name })}</a>
                    </li>
                    {item.submenu.map((sub) => (
                      <li key={sub.href}>
                        <a href={sub.href} aria-current={current(route, sub.href)}>
                          {sub.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
            {/* In the menu's own list, its frame inline: a one-language site's pages and stylesheets pay no byte for it.
                A short mark beside the links, named by the mark and the language's name in itself ('ES, español'):
                what is seen starts what is said, so a voice command of the mark finds it too. */}
            {languages?.map((l) => (
              <li key={l.language} className="site-header-item">
                <a
                  href={l.href}
                  lang={l.language}
                  hrefLang={l.language}
                  className="site-header-link"
                  aria-label={`${languageMark(l.language)}, ${l.name}`}
                  title={l.name}
                >
                  <span style={markFrame}>{languageMark(l.language)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header-actions">
          <a href={phone.href} className="site-header-phone" aria-label={say(words.call, { phone: phone.label })}>
            <Icon name="phone" size={20} />
            <span className="site-header-phone-number">{phone.label}</span>
          </a>
          <a href={cta.href} className="site-header-cta">
            {cta.label}
          </a>
          <Island
            name="MobileMenu"
            component={MobileMenu}
            className="site-header-menu"
            props={{
              navigation: site.header.navigation,
              cta,
              siteName: site.name,
              phone,
              words: site.words && menuWords(words, phone.label),
              languages,
            }}
          />
        </div>
      </div>
    </header>
  );
}

// The words of the small screens' menu, given only by a site that writes its own (the others' are the menu's English).
function menuWords(words: SiteWords, phone: string): MenuWords {
  return { open: words.openMenu, close: words.closeMenu, menu: words.mobileMenu, allOf: words.allOf, call: say(words.call, { phone }) };
}

/** `es` -> `ES`, `es-MX` -> `ES-MX`: the code, as language menus write it. */
function languageMark(language: string): string {
  return language.toUpperCase();
}

function current(route: string, href: string): 'page' | undefined {
  return route === href ? 'page' : undefined;
}
