// Generated from schema/ by scripts/content-types.ts (npm run typecheck and npm run build refresh it): do not
// edit. site.yaml and a page's file as the content writes them; the JSON Schemas are the source of truth.

import type { Link, Section } from '../sections/section-types.generated';

/**
 * Words of the acknowledgement e-mail; only the listed placeholders may appear in braces.
 *
 * This interface was referenced by `SiteFile`'s JSON-Schema
 * via the `definition` "Words".
 */
export type Words = string;

/**
 * Facts about the business shown on every page: name, phone numbers, hours, areas, menus and form texts.
 */
export interface SiteFile {
  /**
   * The business name, shown in the header, the footer and every page title. {name} in a page shows it.
   */
  name: string;
  /**
   * The full address of the live website, used for links shared on social media and search engines.
   */
  url: string;
  /**
   * The languages of the site, each a code such as en or es; the first is the language these files are written in. Each other language has its words in a file beside each English one: site.es.yaml beside site.yaml, pages/about.es.yaml beside pages/about.yaml. Left out: English only.
   *
   * @minItems 1
   *
   * Items: One language of the site, e.g. es.
   */
  languages?: string[];
  /**
   * The wider area the business serves. {region} in a page shows it.
   */
  region: string;
  /**
   * City named in page titles and {city} when a page does not set its own city.
   */
  defaultCity: string;
  /**
   * How each page's title is written, as browsers, tabs and search results show it. {page} is the page's own title, {city} its town (the page's city, else the default city), {name} the business; the other facts of this file may be used too. A page says which pattern it takes with 'kind'.
   */
  titles: {
    /**
     * The pattern of every page but the utility ones; it must hold {page}.
     */
    local: string;
    /**
     * The pattern of pages with kind: utility (privacy, thank-you, not found), usually without the town; it must hold {page}.
     */
    utility: string;
  };
  /**
   * Two-letter state code.
   */
  state: string;
  /**
   * Contractor license shown in the footer. {license} in a page shows it.
   */
  license: string;
  /**
   * What the license is, written before its number in the footer.
   */
  licenseLabel: string;
  /**
   * The schema.org type that search engines read in each page's structured data: the trade closest to yours, or HomeAndConstructionBusiness when none fits.
   */
  businessType:
    | 'HomeAndConstructionBusiness'
    | 'GeneralContractor'
    | 'RoofingContractor'
    | 'Plumber'
    | 'Electrician'
    | 'HVACBusiness'
    | 'HousePainter'
    | 'Locksmith'
    | 'MovingCompany';
  /**
   * Year the business was founded, as a number. {founded} in a page shows it.
   */
  founded: number;
  /**
   * How long the team has done this work. {experience} in a page shows it.
   */
  experience: string;
  /**
   * How soon the office answers a request. {responseTime} in a page shows it.
   */
  responseTime: string;
  /**
   * The standard warranty. {warranty} in a page shows it.
   */
  warranty: string;
  /**
   * How long a written quote stays valid. {quoteValidity} in a page shows it.
   */
  quoteValidity: string;
  /**
   * The business phone numbers.
   */
  phone: {
    /**
     * The main number, shown on most pages. {phone} in a page shows it.
     */
    primary: string;
    /**
     * The second number. {phone2} in a page shows it.
     */
    secondary?: string;
  };
  /**
   * The public e-mail address. {email} in a page shows it.
   */
  email: string;
  /**
   * Short facts the business can prove, one per line starting with '- ', kept here beside the other facts for the pages' texts to repeat where they fit; the site shows this list nowhere by itself, so it may be left out.
   *
   * @minItems 1
   *
   * Items: One fact.
   */
  claims?: string[];
  /**
   * When the office is open; one entry per group of days.
   *
   * @minItems 1
   *
   * Items: The hours of one group of days.
   */
  hours: {
    /**
     * The days as shown to visitors.
     */
    label: string;
    /**
     * The weekdays this entry covers, in English with a capital letter.
     *
     * @minItems 1
     *
     * Items: A day of the week.
     */
    days: ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
    /**
     * Opening time on a 24-hour clock, in quotes. Leave out on days without regular hours.
     */
    opens?: string;
    /**
     * Closing time on a 24-hour clock, in quotes.
     */
    closes?: string;
    /**
     * The hours as shown to visitors.
     */
    text: string;
  }[];
  /**
   * Other hours for part of each year (e.g. summer hours), each from one date to another, both included; on every other date the office keeps 'hours'. Shown beside the usual hours, and used for the times the office promises to answer in.
   *
   * Items: One season's hours and the dates they hold, every year.
   */
  seasonalHours?: {
    /**
     * The season as shown to visitors, with its dates.
     */
    label: string;
    /**
     * The season's first day each year, as "MM-DD" in quotes.
     */
    from: string;
    /**
     * The season's last day each year, as "MM-DD" in quotes; earlier in the year than the first day for a season across New Year.
     */
    to: string;
    /**
     * The week during the season, written like 'hours'.
     *
     * @minItems 1
     *
     * Items: The hours of one group of days.
     */
    hours: {
      /**
       * The days as shown to visitors.
       */
      label: string;
      /**
       * The weekdays this entry covers, in English with a capital letter.
       *
       * @minItems 1
       *
       * Items: A day of the week.
       */
      days: ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
      /**
       * Opening time on a 24-hour clock, in quotes. Leave out on days without regular hours.
       */
      opens?: string;
      /**
       * Closing time on a 24-hour clock, in quotes.
       */
      closes?: string;
      /**
       * The hours as shown to visitors.
       */
      text: string;
    }[];
  }[];
  /**
   * Cities the business works in: the one list behind the areas sections, the estimate form's City choices, the server's check of them and the search engines' service area. A town no longer served moves to the town question's retiredChoices (forms).
   */
  serviceAreas: {
    /**
     * The main cities, named first, each with what the service-areas page says of it: a highlight and its ZIP codes. A town with less goes under additional.
     *
     * @minItems 1
     *
     * Items: A main city with its card on the service-areas page.
     */
    primary: {
      /**
       * The town's name, as visitors write it: the title of its card. At most 40 characters.
       */
      town: string;
      /**
       * What the business does there, shown on the town's card. At most 400 characters.
       */
      highlight: string;
      /**
       * The main residential ZIP codes served in the town, shown on its card.
       *
       * @minItems 1
       */
      zips: string[];
    }[];
    /**
     * Further cities and areas served; a main city is not listed here again.
     *
     * Items: Name of a city or area, as visitors write it. At most 40 characters.
     */
    additional: string[];
  };
  /**
   * The e-mail a homeowner gets right after sending a form, and when the inbox alerts staff again about a lead nobody has contacted. Left out: no such e-mail and no alerts.
   */
  speedToLead?: {
    /**
     * The time zone of the office hours, as a name from the time zone database.
     */
    timeZone: string;
    /**
     * Business minutes after which a lead nobody has contacted alerts every staff member again.
     */
    alertAfterMinutes: number;
    /**
     * Business hours within which the office promises to answer (the response time the site states).
     */
    promiseHours: number;
    /**
     * Business hours after which an untouched lead is marked in the inbox and alerts staff once more; less than the promise.
     */
    warnAfterHours: number;
    /**
     * Who is e-mailed when a lead waits too long (an owner or a manager).
     */
    escalationEmail: string;
    /**
     * The words of the e-mail a homeowner gets right after sending a form. Placeholders: {firstName} (left out when the name is not a plain first name), {name} (the business), {phone}, {responseTime}, {hours}, {email}, {website}.
     */
    acknowledgement: {
      /**
       * The e-mail's subject.
       */
      subject: Words;
      /**
       * First line when the first name can be used.
       */
      greeting: Words;
      /**
       * First line otherwise.
       */
      greetingWithoutName: Words;
      /**
       * Says the request arrived.
       */
      intro: Words;
      /**
       * Heading above what was asked for.
       */
      requestHeading: Words;
      /**
       * Label of the chosen service.
       */
      serviceLabel: Words;
      /**
       * Label of the chosen town.
       */
      townLabel: Words;
      /**
       * Heading above what happens next.
       */
      nextHeading: Words;
      /**
       * The response promise and the office hours.
       */
      next: Words;
      /**
       * Invites a call; {phone} becomes a tap-to-call link.
       */
      call: Words;
      /**
       * The closing line.
       */
      signOff: Words;
      /**
       * Who signs it.
       */
      signature: Words;
      /**
       * Why this e-mail came, for someone who did not send the form.
       */
      footer: Words;
    };
  };
  /**
   * How the business looks on every page: its colour, and optionally its logo, its browser-tab icon and the picture shown when a page is shared. Pictures are files in content/images/, written as /images/<file>.
   */
  brand: {
    /**
     * The colour of buttons, links and the icon made for you, as a hex colour. White text on it and it as text on white must be easy to read (4.5:1, WCAG AA): `npm run check` says when it is too light and suggests a darker one. The lighter and darker shades the site uses are made from it.
     */
    color: string;
    /**
     * The business's logo, shown in the header beside its name and on the sharing picture made for you: an SVG or PNG in content/images/. Left out: the name alone.
     */
    logo?: string;
    /**
     * true when the logo already spells the business's name: the header then shows the logo alone (screen readers say the name). Default: false, the name written beside the logo.
     */
    logoShowsName?: boolean;
    /**
     * The small square icon of the browser tab, bookmarks and phone home screens: an SVG or a PNG of at least 180 x 180 pixels in content/images/. The build makes its sizes. Left out: made from the logo, or, without a logo, the name's first letter on the brand colour.
     */
    favicon?: string;
    /**
     * The picture shown when a page is shared in social media or messages: a PNG or JPEG in content/images/, best 1200 x 630 pixels. Left out: the build makes one from the logo, the name and the brand colour.
     */
    sharingImage?: string;
  };
  /**
   * Only in a sample site: what marks it as the fictional sample. `npm run check -- --production` fails while any of it is still on the site (and so does an https start of the server). Keep it while you make the site yours.
   */
  sample?: {
    /**
     * Found anywhere in the content, links included, it is a leftover of the sample.
     */
    name: string;
    /**
     * Path of the sample's sharing picture, a file in content/images/; a page still pointing at it is a leftover. Once the picture is deleted, delete this line too.
     */
    sharingImage?: string;
    /**
     * Links and ids that only stand in for a real business's own (social profiles, a widget's id); a value equal to one of them is a leftover.
     */
    standIns?: string[];
  };
  /**
   * The questions of the estimate form and of the quote form, besides the name, e-mail and phone every request has.
   */
  forms: {
    /**
     * The longer form of the contact page and of the pages with an estimate form. Its service question (the one with pageService: true, or choices: services) holds the values a page's estimate form may name as its serviceType.
     */
    estimate: Form;
    /**
     * The short form of the pages with a quote form.
     */
    quote: Form;
  };
  /**
   * Badges shown in the certifications carousel.
   *
   * @minItems 1
   *
   * Items: One badge.
   */
  certifications: {
    /**
     * Name of the certification.
     */
    name: string;
    /**
     * One sentence on what it means for the customer.
     */
    description: string;
    /**
     * Icon shown on the badge.
     */
    icon: string;
    /**
     * Color of the badge.
     */
    color:
      'blue' | 'cyan' | 'teal' | 'green' | 'lime' | 'yellow' | 'orange' | 'red' | 'pink' | 'grape' | 'violet' | 'indigo' | 'gray' | 'dark';
  }[];
  /**
   * Social media profiles linked in the footer; leave it out when you have none.
   */
  social?: NamedUrl[];
  /**
   * Review sites linked in the footer; leave it out when you have none.
   */
  reviewSites?: NamedUrl[];
  /**
   * The third-party customer reviews widget, loaded only when its section comes near the screen; needed when a page has a reviews section.
   */
  reviews?: {
    /**
     * Address of the widget's script.
     */
    scriptUrl: string;
    /**
     * The id the widget provider gave this site.
     */
    widgetId: string;
    /**
     * Where the link shown before (or without) the widget goes.
     */
    fallbackUrl: string;
    /**
     * Words of the link shown before (or without) the widget.
     */
    fallbackLabel: string;
  };
  /**
   * The embedded map of the service area; needed when an areas section shows the map.
   */
  map?: {
    /**
     * The embed address of the map.
     */
    embedUrl: string;
    /**
     * What the map shows, read aloud to visitors who cannot see it.
     */
    title: string;
  };
  /**
   * Old or short addresses that send visitors on to a page.
   *
   * Items: One address that sends visitors on to a page.
   */
  redirects: {
    /**
     * The address visitors come from; no page may have it.
     */
    from: string;
    /**
     * The page they are sent to.
     */
    to: string;
  }[];
  /**
   * The bar at the top of every page.
   */
  header: {
    cta: Link;
    /**
     * Links of the main menu, in order. An entry with a submenu also gets an 'All <name>' link.
     *
     * @minItems 1
     */
    navigation: NavItem[];
  };
  /**
   * The band at the bottom of every page.
   */
  footer: {
    /**
     * One sentence about the business.
     */
    tagline: string;
    /**
     * Links listed in the footer, in order.
     */
    navigation: NavLink[];
  };
  /**
   * The link under both forms to the page that says what is kept and how to have it deleted.
   */
  privacyNote?: {
    /**
     * The words of the link. At most 120 characters.
     */
    text: string;
    /**
     * The privacy page's address.
     */
    href: string;
  };
  /**
   * What visitors see after sending a form, the confirmation that takes the form's place, the words of the forms' photo field, and the forms' own words. {phone} shows the main phone number.
   */
  messages: {
    /**
     * Shown when the estimate form was sent.
     */
    estimateSuccess: string;
    /**
     * Shown when the estimate form could not be sent.
     */
    estimateFailure: string;
    /**
     * Shown when the short quote form was sent.
     */
    quoteSuccess: string;
    /**
     * Shown when the short quote form could not be sent.
     */
    quoteFailure: string;
    /**
     * The words of the photo field of both forms: homeowners may attach up to 10 photos of the work they ask about.
     */
    photos: {
      /**
       * The field's name, above its button.
       */
      label: string;
      /**
       * One line under the label.
       */
      hint: string;
      /**
       * The button that opens the phone's photos or the computer's files; a screen reader says it as the button's name.
       */
      choose: string;
      /**
       * Said under the button once photos are chosen. {count} is how many.
       */
      chosen: string;
      /**
       * The button beside each chosen photo that takes it out again.
       */
      remove: string;
      /**
       * Shown beside the count of photos received while the photos are on their way, after the request itself was sent.
       */
      sending: string;
      /**
       * Shown for each photo that did not arrive. {file} is its file name, {reason} what the server said.
       */
      failed: string;
      /**
       * Shown for each photo past the tenth. {file} is its file name.
       */
      tooMany: string;
    };
    /**
     * What takes the place of either form once a request is sent, and stays until the visitor chooses to send another. It lists what was received, says what happens next and offers the phone. {responseTime}, {phone}, {hours} and the other facts of this file may be used.
     */
    confirmation: {
      /**
       * The confirmation's heading; a screen reader is taken to it when the request is sent.
       */
      heading: string;
      /**
       * Above the list of what the visitor sent: their name, the e-mail address it came from, the service and the town.
       */
      received: string;
      /**
       * Before the name the visitor typed.
       */
      nameLabel: string;
      /**
       * Before the e-mail address the request was sent from.
       */
      emailLabel: string;
      /**
       * Before the service chosen in the form (left out when none was chosen).
       */
      serviceLabel: string;
      /**
       * Before the town chosen in the form (left out when none was chosen, and on the short quote form, which does not ask).
       */
      townLabel: string;
      /**
       * When and how the office answers. {responseTime} is the response time above.
       */
      next: string;
      /**
       * An offer to call; {phone} becomes a tap-to-call link.
       */
      call: string;
      /**
       * Shown when photos were sent with the request, and updated as each one arrives. {count} is how many arrived, {total} how many were sent.
       */
      photos: string;
      /**
       * The button that shows the form again, empty.
       */
      another: string;
    };
    /**
     * What both lead forms say besides their questions: the name, e-mail and phone fields, the buttons, the messages under a field, and the pages the server answers with when the browser runs no JavaScript.
     */
    form: {
      /**
       * The forms' own fields and buttons, beside the questions of `forms`.
       */
      fields: {
        /**
         * The label of the name field.
         */
        name: string;
        /**
         * The label of the e-mail field.
         */
        email: string;
        /**
         * The label of the phone field.
         */
        phone: string;
        /**
         * The first, empty choice of a question's list when the question has no prompt of its own.
         */
        select: string;
        /**
         * The first answer of a yes-or-no question.
         */
        yes: string;
        /**
         * The second answer of a yes-or-no question.
         */
        no: string;
        /**
         * The button that sends the estimate form.
         */
        estimateSend: string;
        /**
         * The button that sends the short quote form.
         */
        quoteSend: string;
        /**
         * The button while a request is on its way.
         */
        sending: string;
        /**
         * The label of a field people never see (robots fill it in and give themselves away); a screen reader may still say it.
         */
        leaveEmpty: string;
      };
      /**
       * What a field says when what was typed cannot be sent yet; the same words in the browser, on the page without JavaScript and in the answers of the lead API.
       */
      problems: {
        /**
         * The name field is empty.
         */
        nameMissing: string;
        /**
         * The e-mail field is empty.
         */
        emailMissing: string;
        /**
         * The phone field is empty.
         */
        phoneMissing: string;
        /**
         * A required text or number question is empty.
         */
        answerMissing: string;
        /**
         * The e-mail address is not one mail can reach.
         */
        email: string;
        /**
         * The e-mail address holds a character that cannot be seen, often pasted along with it.
         */
        invisible: string;
        /**
         * The phone number is not a 10-digit number with its area code.
         */
        phone: string;
        /**
         * A field of one line holds a line break.
         */
        singleLine: string;
        /**
         * A field holds more than it takes. {limit} is how many characters it takes.
         */
        tooLong: string;
        /**
         * An answer is not one of the question's choices.
         */
        choose: string;
        /**
         * A required choice question has no answer.
         */
        chooseOne: string;
        /**
         * A required several-choices question has none chosen.
         */
        chooseSome: string;
        /**
         * A yes-or-no question has no answer, or another one.
         */
        yesOrNo: string;
        /**
         * A number question holds something else than a whole number from 0 to 1,000,000.
         */
        number: string;
        /**
         * A field holds control characters, which cannot be stored.
         */
        control: string;
      };
      /**
       * The pages the server answers a form with when the visitor's browser runs no JavaScript: the form again with what is wrong, or which photos did not arrive. {phone} shows the main phone number.
       */
      noScript: {
        /**
         * The heading and title of the form shown again.
         */
        title: string;
        /**
         * Above the list of what is wrong.
         */
        intro: string;
        /**
         * After the label of a field that must be filled in.
         */
        required: string;
        /**
         * The button that sends the form again.
         */
        send: string;
        /**
         * An offer to call, under the form.
         */
        call: string;
        /**
         * The link back to the page the form was on.
         */
        back: string;
        /**
         * When the server could not store the request just now (a problem on its side).
         */
        notSaved: string;
        /**
         * When many requests came from the same connection just now.
         */
        busy: string;
        /**
         * When the form did not arrive whole.
         */
        broken: string;
        /**
         * When the form sent something a person filling it could not have sent.
         */
        unexpected: string;
        /**
         * The heading and title of the page shown when the request was sent but some of its photos were not.
         */
        sent: string;
        /**
         * Under that heading. {count} is how many photos arrived with the request.
         */
        photosArrived: string;
        /**
         * Above the list of the photos that did not arrive.
         */
        photosMissing: string;
        /**
         * Under that list.
         */
        photosAgain: string;
        /**
         * A photo left out because many came from the same connection just now. {file} is its file name.
         */
        photoBusy: string;
      };
    };
  };
  /**
   * The words every page shows around its content: menus' names, footer headings, the phone bar's buttons. Left out, they are in English; a site in several languages writes them here, and each other language's file translates them.
   */
  words?: {
    /**
     * The first link of every page, for keyboards, to the page's main part. At most 40 characters.
     */
    skipLink: string;
    /**
     * What screen readers call the header's menu. At most 30 characters.
     */
    mainMenu: string;
    /**
     * The link to a menu item's own page at the top of its submenu; {menu} is the item's name. At most 40 characters.
     */
    allOf: string;
    /**
     * What screen readers say of the header's and phone bar's call links; {phone} is the number. At most 40 characters.
     */
    call: string;
    /**
     * The call button of the bar at the bottom of a phone's screen. At most 12 characters.
     */
    callShort: string;
    /**
     * The quote button of the bar at the bottom of a phone's screen. At most 16 characters.
     */
    freeQuote: string;
    /**
     * What screen readers call the bar at the bottom of a phone's screen. At most 40 characters.
     */
    actionBar: string;
    /**
     * What screen readers call the button that opens the menu on small screens. At most 30 characters.
     */
    openMenu: string;
    /**
     * What screen readers call the button that closes the menu on small screens. At most 30 characters.
     */
    closeMenu: string;
    /**
     * What screen readers call the menu on small screens. At most 30 characters.
     */
    mobileMenu: string;
    /**
     * What screen readers call the footer's links. At most 30 characters.
     */
    footerMenu: string;
    /**
     * The heading over the footer's links. At most 30 characters.
     */
    explore: string;
    /**
     * The heading over the hours in the footer. At most 30 characters.
     */
    hours: string;
    /**
     * The heading over the social and review links in the footer. At most 40 characters.
     */
    follow: string;
    /**
     * Said after the business's name at the foot of every page. At most 60 characters.
     */
    rights: string;
    /**
     * The home page's name in the path search engines show above a page. At most 30 characters.
     */
    home: string;
    /**
     * The link of each main town's card on the service areas page; {town} is the town. At most 40 characters.
     */
    areaQuote: string;
    /**
     * What screen readers call the close button of a message that pops up. At most 20 characters.
     */
    close: string;
    /**
     * The last choice of the forms' town and service lists, for anything not listed. At most 30 characters.
     */
    other: string;
    /**
     * Written on the picture of a project before the work, in the gallery. At most 20 characters.
     */
    before: string;
    /**
     * Written on the picture of a project after the work, in the gallery. At most 20 characters.
     */
    after: string;
    /**
     * Under each project of the gallery: its title opens both pictures full screen. At most 40 characters.
     */
    compare: string;
    /**
     * What screen readers call the rotating certifications. At most 30 characters.
     */
    carousel: string;
    /**
     * What screen readers call one certification of the carousel. At most 30 characters.
     */
    slide: string;
    /**
     * What screen readers say of the certification shown; {number} is its place, {count} how many there are. At most 30 characters.
     */
    slideOf: string;
    /**
     * The button that stops the certifications from rotating. At most 20 characters.
     */
    pause: string;
    /**
     * The button that starts the certifications rotating again. At most 20 characters.
     */
    play: string;
    /**
     * What screen readers call the arrow to the previous certification. At most 30 characters.
     */
    previous: string;
    /**
     * What screen readers call the arrow to the next certification. At most 30 characters.
     */
    next: string;
    /**
     * What screen readers call each dot under the certifications; {number} is the certification's place. At most 30 characters.
     */
    showSlide: string;
    /**
     * The button that loads the map of the service areas. At most 30 characters.
     */
    loadMap: string;
    /**
     * The link to the same map on the map's own site. At most 30 characters.
     */
    viewMap: string;
  };
  /**
   * Where estimate requests go.
   */
  leads: {
    /**
     * Name used in the lead API address /api/db/<project>/rest/v1/contacts.
     */
    project: string;
    /**
     * Who receives new leads by e-mail (the STAFF_EMAILS setting overrides this list).
     *
     * @minItems 1
     *
     * Items: One address that receives new leads.
     */
    staffEmails: string[];
  };
  /**
   * Pages this business must always have. The check fails while one of them is missing, so a page is not deleted by mistake; to drop a page for good, delete its file and remove its address from this list (and, only if the site was already live at that address, add a redirect from it).
   *
   * Items: The address of a page the business must have.
   */
  requiredPages?: string[];
}
/**
 * A name and the web address it links to.
 *
 * This interface was referenced by `SiteFile`'s JSON-Schema
 * via the `definition` "NamedUrl".
 */
export interface NamedUrl {
  /**
   * Name shown for the link.
   */
  name: string;
  /**
   * Full web address, starting with https://.
   */
  url: string;
}
/**
 * One entry of the main menu, optionally with a submenu.
 *
 * This interface was referenced by `SiteFile`'s JSON-Schema
 * via the `definition` "NavItem".
 */
export interface NavItem {
  /**
   * Words shown in the menu.
   */
  name: string;
  /**
   * Where the entry goes (for an entry with a submenu: its 'All <name>' link).
   */
  href: string;
  /**
   * Links shown under this entry.
   *
   * @minItems 1
   */
  submenu?: NavLink[];
}
/**
 * One link of a menu.
 *
 * This interface was referenced by `SiteFile`'s JSON-Schema
 * via the `definition` "NavLink".
 */
export interface NavLink {
  /**
   * Words shown in the menu.
   */
  name: string;
  /**
   * Where the link goes, e.g. /gallery.
   */
  href: string;
}
/**
 * This interface was referenced by `SiteFile`'s JSON-Schema
 * via the `definition` "Form".
 */
export interface Form {
  /**
   * The form's questions, in the order shown, after the name, phone and e-mail.
   *
   * @maxItems 30
   */
  questions: Question[];
}
/**
 * One question: the name it is kept under (key), the words shown (label) and what kind of answer it takes.
 *
 * This interface was referenced by `SiteFile`'s JSON-Schema
 * via the `definition` "Question".
 */
export interface Question {
  /**
   * The name the answer is sent and kept under: letters and digits, starting with a lowercase letter (e.g. houseAge). Never change it once requests use it; retire the question instead. Not name, email or phone: every form asks those already.
   */
  key: string;
  /**
   * The words above the field. At most 60 characters.
   */
  label: string;
  /**
   * A shorter name staff read in the e-mail, the inbox and the export's column. Left out: the label. At most 60 characters.
   */
  listLabel?: string;
  /**
   * What the answer is: choice (one of a list), several (any of a list, as check boxes), short (a line of text), long (a few lines), yes-no (two buttons), number (a whole number).
   */
  kind: 'choice' | 'several' | 'short' | 'long' | 'yes-no' | 'number';
  /**
   * true: the visitor must answer before sending. Left out: the question may be left empty.
   */
  required?: boolean;
  /**
   * One line under the field, to say what is meant. At most 120 characters.
   */
  help?: string;
  /**
   * The first, empty entry of a choice question's list, shown before the visitor picks (e.g. Select one). At most 60 characters.
   */
  prompt?: string;
  /**
   * What a choice or several question offers: a list of choices, or towns (the towns of serviceAreas, main ones first, then Other), or services (the services of the pages with a quote form, named by their titles, then Other).
   */
  choices?: ('towns' | 'services') | Choice[];
  /**
   * For a question whose choices are towns or services: those no longer offered (a town no longer served), kept so that requests which chose them still show their words.
   *
   * Items: The value old requests hold and its words.
   */
  retiredChoices?: {
    /**
     * The value old requests hold, e.g. a town's name in lowercase with dashes (old-town). At most 100 characters.
     */
    value: string;
    /**
     * The words staff read for it.
     */
    label: string;
  }[];
  /**
   * true on a choice question that names the service asked about: a page's estimate form selects its own service here (its serviceType, one of this question's values), a link may name one too (added when the list lacks it), and the staff e-mail's subject shows it. A question whose choices are services does so already.
   */
  pageService?: boolean;
  /**
   * true: no longer asked, but kept so the inbox and the export still name the answers of older requests.
   */
  retired?: boolean;
}
/**
 * One choice: what is kept with the request (value) and what is shown (label).
 *
 * This interface was referenced by `SiteFile`'s JSON-Schema
 * via the `definition` "Choice".
 */
export interface Choice {
  /**
   * Kept with each request; lowercase letters, digits and dashes read best (within-3-months). Never change it once requests use it; retire the choice instead. At most 100 characters.
   */
  value: string;
  /**
   * The words shown in the form, the staff e-mail and the export. At most 60 characters.
   */
  label: string;
  /**
   * true: no longer offered, but kept so older requests that chose it still show its words.
   */
  retired?: boolean;
}

/**
 * One page of the site. The file's place under content/pages is its address: about.yaml is /about, roofing/roof-repair.yaml is /roofing/roof-repair.
 */
export interface PageFile {
  /**
   * Name of the page, used in the browser tab as '<title> in <city> | <business name>'. At most 60 characters.
   */
  title: string;
  /**
   * The summary search engines show under the page name: 50 to 160 characters.
   */
  description: string;
  /**
   * The city this page speaks of, used in its title and for {city}; leave out to use the site's default city.
   */
  city?: string;
  /**
   * utility for a page that is not about the work in a town (privacy, thank-you, not found): its title takes site.yaml's titles.utility pattern. Leave out for every other page (titles.local).
   */
  kind?: 'local' | 'utility';
  /**
   * true keeps this page out of search results and the sitemap (e.g. the thank-you page after a form); leave out for normal pages.
   */
  noindex?: boolean;
  /**
   * The languages of site.yaml this page is in, the site's first language first; leave out for all of them. languages: [en] keeps a page in English on purpose: it needs no translation file, and the other languages' pages link to it as it is.
   *
   * @minItems 1
   *
   * Items: One language of the site.
   */
  languages?: string[];
  /**
   * The blocks of the page's main column, from top to bottom; each starts with '- type:'.
   *
   * @minItems 1
   */
  sections: Section[];
  /**
   * Blocks shown in a column beside the main one (on service pages: quoteForm, contactInfo, projects).
   *
   * @minItems 1
   */
  sidebar?: Section[];
}
