export { Footer };

import { seasonDates } from '../content/hours-text';
import { useSite } from '../site/context';
import { telHref } from '../site/phone';

function Footer() {
  const site = useSite();
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
        <nav aria-label="Footer" className="site-footer-links">
          <h2 className="site-footer-heading">Explore</h2>
          <ul>
            {site.footer.navigation.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer-hours">
          <h2 className="site-footer-heading">Hours</h2>
          <ul>
            {site.hours.map((h) => (
              <li key={h.label}>
                {h.label}: {h.text}
              </li>
            ))}
            {(site.seasonalHours ?? []).map((season) => (
              <li key={`season ${season.label}`}>
                {season.label} ({seasonDates(season)}): {season.hours.map((h) => `${h.label} ${h.text}`).join(', ')}
              </li>
            ))}
          </ul>
        </div>
        <div className="site-footer-social">
          <h2 className="site-footer-heading">Follow &amp; review us</h2>
          <ul>
            {[...site.social, ...site.reviewSites].map((s) => (
              <li key={s.url}>
                <a href={s.url}>{s.name}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="site-footer-copyright">
        © {year} {site.name}. All rights reserved. {site.license}
      </p>
    </footer>
  );
}
