export { ActionBar };

import { Icon } from '../icons/Icon';

interface ActionBarProps {
  /** The office number: label and tel: link. */
  call: { label: string; href: string };
  /** The lead form: on this page (`#id`) or the contact page's. */
  quoteHref: string;
}

// The phone's bottom bar: call or ask for a quote in one tap from anywhere on the page. It shows once the hero's
// own buttons have scrolled away and hides while the lead form is on screen: CSS alone (ActionBar.css).
function ActionBar({ call, quoteHref }: ActionBarProps) {
  return (
    <nav aria-label="Call or get a quote" className="action-bar">
      <a href={call.href} className="action-bar-call" aria-label={`Call ${call.label}`}>
        <Icon name="phone" size={18} />
        Call
      </a>
      <a href={quoteHref} className="action-bar-quote">
        Free Quote
      </a>
    </nav>
  );
}
