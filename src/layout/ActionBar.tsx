export { ActionBar };

import type { SiteWords } from '../content/types';
import { Icon } from '../icons/Icon';
import { say } from '../site/words';

interface ActionBarProps {
  /** The office number: label and tel: link. */
  call: { label: string; href: string };
  /** The lead form: on this page (`#id`) or the contact page's. */
  quoteHref: string;
  /** The bar's words in the page's language. */
  words: Pick<SiteWords, 'actionBar' | 'call' | 'callShort' | 'freeQuote'>;
}

// The phone's bottom bar: call or ask for a quote in one tap from anywhere on the page. It shows once the hero's
// own buttons have scrolled away and hides while the lead form is on screen: CSS alone (ActionBar.css).
function ActionBar({ call, quoteHref, words }: ActionBarProps) {
  return (
    <nav aria-label={words.actionBar} className="action-bar">
      <a href={call.href} className="action-bar-call" aria-label={say(words.call, { phone: call.label })}>
        <Icon name="phone" size={18} />
        {words.callShort}
      </a>
      <a href={quoteHref} className="action-bar-quote">
        {words.freeQuote}
      </a>
    </nav>
  );
}
