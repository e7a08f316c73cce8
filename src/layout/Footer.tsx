export { Footer };

import { seasonDates } from '../content/hours-text';
import { usePage, useSite } from '../site/context';
import { profilesElsewhere } from '../site/profiles';
import { siteWords } from '../site/words';
import { telHref } from '../site/phone';

function Footer() {
  const site = useSite();
  const { language } = usePage();
  const words = siteWords(site);
  const profiles = profilesElsewhere(site);
  // The year the site was built: prerendered pages are rebuilt on every content change.
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-about">
          <p className="site-footer-name">{site.name}</p>
          <p>{site.footer.tagline}</p>
          <p>
            <a href={telHref(site.phone.primary)} className="site-footer-phone">
              {site.phone.primary}
            </a>
          </p>
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <p>
            {site.licenseLabel} {site.license}
          </p>
        </div>
        <nav aria-label={words.footerMenu} className="site-footer-links">
          <h2 className="site-footer-heading">{words.explore}</h2>
          <ul>
            {site.footer.navigation.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer-hours">
          <h2 className="site-footer-heading">{words.hours}</h2>
          <ul>
            {site.hours.map((h) => (
              <li key={h.label}>
                {h.label}: {h.text}
              </li>
            ))}
            {(site.seasonalHours ?? []).map((season) => (
              <li key={`season ${season.label}`}>
                {season.label} ({seasonDates(season, language)}): {season.hours.map((h) => `${h.label} ${h.text}`).join(', ')}
              </li>
            ))}
          </ul>
        </div>
        {/* A business with no profile elsewhere has no column for them. */}
        {profiles.length > 0 && (
          <div className="site-footer-social">
            <h2 className="site-footer-heading">{words.follow}</h2>
            <ul>
              {profiles.map((s) => (
                <li key={s.url}>
                  <a href={s.url}>{s.name}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p className="site-footer-copyright">
        © {year} {site.name}. {words.rights} {site.license}
      </p>
    </footer>
  );
}
