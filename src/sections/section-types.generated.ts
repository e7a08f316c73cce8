// Generated from schema/ by scripts/section-types.ts (npm run typecheck and npm run build refresh it): do not edit.
// Each section type as the content writes it; the JSON Schemas are the source of truth.

/**
 * One block of a page, as the content writes it: its `type` decides which other keys it takes.
 */
export type Section =
  | HeroSection
  | TextSection
  | CardsSection
  | FeaturesSection
  | StepsSection
  | OptionsSection
  | StatsSection
  | FaqSection
  | CtaSection
  | CertificationsSection
  | ReviewsSection
  | AreasSection
  | GallerySection
  | HoursSection
  | ContactInfoSection
  | EstimateFormSection
  | QuoteFormSection
  | ProjectsSection;
/**
 * A button that links to a page (href) or calls one of the site's phone numbers (call).
 */
export type Action =
  | {
      /**
       * The words on the button. {phone} shows the phone number. At most 40 characters.
       */
      label: string;
      /**
       * Where the button goes. Leave out when the button calls (call).
       */
      href: string;
      call?: never;
      /**
       * How the button looks: primary (filled, the default), secondary or outline.
       */
      style?: 'primary' | 'secondary' | 'outline';
    }
  | {
      /**
       * The words on the button. {phone} shows the phone number. At most 40 characters.
       */
      label: string;
      href?: never;
      /**
       * Make the button call the site's primary or secondary phone number (from site.yaml). Leave out when the button links (href).
       */
      call: 'primary' | 'secondary';
      /**
       * How the button looks: primary (filled, the default), secondary or outline.
       */
      style?: 'primary' | 'secondary' | 'outline';
    };
/**
 * Benefits or reasons to choose the company, each with an icon; either one list (items) or several titled groups (groups).
 */
export type FeaturesSection =
  | {
      /**
       * Always "features": this section is a features.
       */
      type: 'features';
      /**
       * Optional name to link straight to this section with #name (lowercase words joined by dashes).
       */
      id?: string;
      /**
       * The title shown above the section. At most 80 characters.
       */
      heading: string;
      /**
       * Optional short paragraph under the heading. At most 400 characters.
       */
      intro?: string;
      /**
       * The benefits, in order. Use either items or groups.
       *
       * @minItems 1
       *
       * Items: One benefit or reason: an icon, a short title and a sentence.
       */
      items: {
        /**
         * Icon shown beside the title.
         */
        icon: string;
        /**
         * Short name of the benefit. At most 80 characters.
         */
        title: string;
        /**
         * One or two sentences explaining the benefit. At most 300 characters.
         */
        description: string;
      }[];
      groups?: never;
    }
  | {
      /**
       * Always "features": this section is a features.
       */
      type: 'features';
      /**
       * Optional name to link straight to this section with #name (lowercase words joined by dashes).
       */
      id?: string;
      /**
       * The title shown above the section. At most 80 characters.
       */
      heading: string;
      /**
       * Optional short paragraph under the heading. At most 400 characters.
       */
      intro?: string;
      items?: never;
      /**
       * Benefits split under titled groups. Use either items or groups.
       *
       * @minItems 1
       *
       * Items: A titled group of benefits.
       */
      groups: {
        /**
         * Title of this group. At most 80 characters.
         */
        heading: string;
        /**
         * The benefits of this group.
         *
         * @minItems 1
         *
         * Items: One benefit or reason: an icon, a short title and a sentence.
         */
        items: {
          /**
           * Icon shown beside the title.
           */
          icon: string;
          /**
           * Short name of the benefit. At most 80 characters.
           */
          title: string;
          /**
           * One or two sentences explaining the benefit. At most 300 characters.
           */
          description: string;
        }[];
      }[];
    };

/**
 * The large opening banner of a page: the page's only main heading, a short text, buttons and an optional picture.
 */
export interface HeroSection {
  /**
   * Always "hero": this section is a hero.
   */
  type: 'hero';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * The page's main heading; a page has exactly one. At most 80 characters.
   */
  heading: string;
  /**
   * Optional short line shown above the heading. At most 60 characters.
   */
  eyebrow?: string;
  /**
   * Optional one or two sentences under the heading. At most 300 characters.
   */
  text?: string;
  image?: Image;
  /**
   * One to three buttons under the text; the first is the main one.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: Action[];
  /**
   * Optional small line under the buttons, e.g. the areas served. At most 120 characters.
   */
  note?: string;
}
/**
 * A picture with its text alternative. Its size is read from the file; a width and height given here are the size to show it at and must keep the file's proportions.
 */
export interface Image {
  /**
   * The picture file, from /images (it lives in content/images): JPEG, PNG, WebP, AVIF or SVG.
   */
  src: string;
  /**
   * What the picture shows, read aloud to visitors who cannot see it.
   */
  alt: string;
  /**
   * Optional: width to show the picture at, in pixels (a whole number); left out, the file's own width.
   */
  width?: number;
  /**
   * Optional: height to show the picture at, in pixels (a whole number); left out, the file's own height.
   */
  height?: number;
}
/**
 * Paragraphs under a heading, with optional bullet points and a picture: explains a product, a warranty or the family story.
 */
export interface TextSection {
  /**
   * Always "text": this section is a text.
   */
  type: 'text';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * The title shown above the section. At most 80 characters.
   */
  heading: string;
  /**
   * The text, one paragraph per item.
   *
   * @minItems 1
   *
   * Items: One paragraph of text. Long text may be written on several lines after '>-'. At most 1200 characters.
   */
  paragraphs: string[];
  /**
   * Optional list shown with check marks under the paragraphs.
   *
   * @minItems 1
   *
   * Items: A short piece of text on one line. At most 120 characters.
   */
  bullets?: string[];
  image?: Image;
  /**
   * default: plain text; highlight: a tinted box that stands out, e.g. for a warranty.
   */
  tone?: 'default' | 'highlight';
}
/**
 * A grid of cards (services, styles, materials), each with a title, text, optional picture, link and tags.
 */
export interface CardsSection {
  /**
   * Always "cards": this section is a cards.
   */
  type: 'cards';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * The title shown above the section. At most 80 characters.
   */
  heading: string;
  /**
   * Optional short paragraph under the heading. At most 400 characters.
   */
  intro?: string;
  /**
   * How many cards sit side by side on a wide screen (2, 3 or 4); phones always show one.
   */
  columns?: 2 | 3 | 4;
  /**
   * The cards, in order.
   *
   * @minItems 1
   *
   * Items: One card.
   */
  items: {
    /**
     * Name shown on the card; also used in its quote link. At most 80 characters.
     */
    title: string;
    /**
     * One or two sentences about it. At most 300 characters.
     */
    description: string;
    image?: Image;
    link?: Link;
    /**
     * Optional short labels shown as badges.
     *
     * @minItems 1
     *
     * Items: A short piece of text on one line. At most 120 characters.
     */
    tags?: string[];
  }[];
  /**
   * Optional: adds to every card a button with this label leading to the contact page with the card's title as the service. At most 40 characters.
   */
  quoteLabel?: string;
}
/**
 * A text link.
 */
export interface Link {
  /**
   * The words of the link. At most 40 characters.
   */
  label: string;
  /**
   * Where the link goes.
   */
  href: string;
}
/**
 * A process in 2 to 6 steps, numbered automatically.
 */
export interface StepsSection {
  /**
   * Always "steps": this section is a steps.
   */
  type: 'steps';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * The title shown above the section. At most 80 characters.
   */
  heading: string;
  /**
   * Optional short paragraph under the heading. At most 400 characters.
   */
  intro?: string;
  /**
   * The steps in order; numbers are added automatically.
   *
   * @minItems 2
   * @maxItems 6
   *
   * Items: One step.
   */
  items: {
    /**
     * Short name of the step. At most 80 characters.
     */
    title: string;
    /**
     * What happens in this step. At most 300 characters.
     */
    description: string;
  }[];
}
/**
 * Product choices in titled groups (materials, manufacturers, colors), each a list of options.
 */
export interface OptionsSection {
  /**
   * Always "options": this section is a options.
   */
  type: 'options';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * The title shown above the section. At most 80 characters.
   */
  heading: string;
  /**
   * Optional short paragraph under the heading. At most 400 characters.
   */
  intro?: string;
  /**
   * The groups of options.
   *
   * @minItems 1
   *
   * Items: One titled list of options.
   */
  groups: {
    /**
     * Name of the group. At most 80 characters.
     */
    title: string;
    /**
     * Optional sentence about the group. At most 300 characters.
     */
    description?: string;
    /**
     * The options of this group.
     *
     * @minItems 1
     *
     * Items: A short piece of text on one line. At most 120 characters.
     */
    items: string[];
  }[];
}
/**
 * A row of key figures, each a value with a label.
 */
export interface StatsSection {
  /**
   * Always "stats": this section is a stats.
   */
  type: 'stats';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * Optional title shown above the section; leave out when the page heading already says it. At most 80 characters.
   */
  heading?: string;
  /**
   * The figures, in order.
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: One figure.
   */
  items: {
    /**
     * The figure itself, as shown. At most 20 characters.
     */
    value: string;
    /**
     * What the figure counts. At most 60 characters.
     */
    label: string;
  }[];
}
/**
 * Frequently asked questions as an accordion: one answer open at a time, all may be closed.
 */
export interface FaqSection {
  /**
   * Always "faq": this section is a faq.
   */
  type: 'faq';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * The title shown above the section. At most 80 characters.
   */
  heading: string;
  /**
   * The questions and their answers, in order.
   *
   * @minItems 1
   *
   * Items: One question and its answer.
   */
  items: {
    /**
     * The question as a visitor would ask it. At most 160 characters.
     */
    question: string;
    /**
     * The answer.
     */
    answer: string;
  }[];
}
/**
 * A coloured closing band with a heading, a sentence and buttons (estimate, call, financing).
 */
export interface CtaSection {
  /**
   * Always "cta": this section is a call to action.
   */
  type: 'cta';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * The title shown above the section. At most 80 characters.
   */
  heading: string;
  /**
   * Optional sentence under the heading. At most 300 characters.
   */
  text?: string;
  /**
   * One to three buttons.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: Action[];
}
/**
 * The company's certification badges (from site.yaml certifications), shown as a rotating carousel.
 */
export interface CertificationsSection {
  /**
   * Always "certifications": this section is a certifications.
   */
  type: 'certifications';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * The title shown above the section. At most 80 characters.
   */
  heading: string;
  /**
   * Optional short paragraph under the heading. At most 400 characters.
   */
  intro?: string;
}
/**
 * Customer reviews from the third-party reviews widget set in site.yaml reviews, with a link to read them elsewhere.
 */
export interface ReviewsSection {
  /**
   * Always "reviews": this section is a reviews.
   */
  type: 'reviews';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * The title shown above the section. At most 80 characters.
   */
  heading: string;
  /**
   * Optional short paragraph under the heading. At most 400 characters.
   */
  intro?: string;
}
/**
 * The cities served, with an optional map that loads only when asked.
 */
export interface AreasSection {
  /**
   * Always "areas": this section is a service areas.
   */
  type: 'areas';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * The title shown above the section. At most 80 characters.
   */
  heading: string;
  /**
   * Optional short paragraph under the heading. At most 400 characters.
   */
  intro?: string;
  /**
   * Which of site.yaml's serviceAreas to list: all of them (main cities first), only the main ones (primary) or only the other areas (additional). A town is added or removed in site.yaml, once for every page.
   */
  show?: 'all' | 'primary' | 'additional';
  /**
   * Optional: list only the first cities, e.g. 6 on the home page. Leave out to list them all.
   */
  limit?: number;
  /**
   * Show each main city as a card with its highlight and ZIP codes from site.yaml serviceAreas.primary, and a link to the estimate form (use with show: primary). A new main city gets its card from site.yaml alone.
   */
  cards?: boolean;
  /**
   * With cards: how many cards side by side on a wide screen.
   */
  columns?: 2 | 3;
  /**
   * Show the map of site.yaml map beside the list (loaded when the visitor asks for it).
   */
  map?: boolean;
}
/**
 * Before-and-after projects in a grid; selecting one opens a full-screen comparison.
 */
export interface GallerySection {
  /**
   * Always "gallery": this section is a gallery.
   */
  type: 'gallery';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * Optional title shown above the section; leave out when the page heading already says it. At most 80 characters.
   */
  heading?: string;
  /**
   * Optional short paragraph under the heading. At most 400 characters.
   */
  intro?: string;
  /**
   * The projects, in order.
   *
   * @minItems 1
   *
   * Items: One project with a before and an after picture.
   */
  items: {
    /**
     * Name of the project. At most 80 characters.
     */
    title: string;
    before: Image;
    after: Image;
  }[];
}
/**
 * The opening hours from site.yaml hours.
 */
export interface HoursSection {
  /**
   * Always "hours": this section is a business hours.
   */
  type: 'hours';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * The title shown above the section. At most 80 characters.
   */
  heading: string;
}
/**
 * Contact cards (call, email, areas, emergency service), each with an icon, a title, a line of text and an optional link or button.
 */
export interface ContactInfoSection {
  /**
   * Always "contactInfo": this section is a contact info.
   */
  type: 'contactInfo';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * Optional title shown above the section; leave out when the page heading already says it. At most 80 characters.
   */
  heading?: string;
  /**
   * The contact cards, in order.
   *
   * @minItems 1
   *
   * Items: One way to reach the company.
   */
  items: {
    /**
     * Icon shown on the card.
     */
    icon: string;
    /**
     * What the card is about. At most 80 characters.
     */
    title: string;
    /**
     * One line of detail. At most 200 characters.
     */
    text: string;
    /**
     * Optional: a link { label, href } or a button { label, href or call, style }.
     */
    link?: Link | Action;
  }[];
}
/**
 * The longer free-estimate form: the name, phone and e-mail, always required, then the questions site.yaml lists under forms: estimate: questions, in their order. serviceType names the service it is about.
 */
export interface EstimateFormSection {
  /**
   * Always "estimateForm": this section is an estimate form.
   */
  type: 'estimateForm';
  /**
   * Optional name to link straight to this form with #name (lowercase words joined by dashes). Left out: the page's first form is at #estimate, where the header's quote button and the phone bar lead.
   */
  id?: string;
  /**
   * The title shown above the section. At most 80 characters.
   */
  heading: string;
  /**
   * Optional short paragraph under the heading. At most 400 characters.
   */
  intro?: string;
  /**
   * Service the request is about, stored with the lead: one of the values of the estimate form's service question in site.yaml (forms.estimate, the question with pageService: true or choices: services), e.g. Roofing, Gutters, General. At most 100 characters.
   */
  serviceType: string;
}
/**
 * The short quote form of a service page's sidebar: name, email and phone required, then the questions of forms: quote: questions in site.yaml, the service preselected.
 */
export interface QuoteFormSection {
  /**
   * Always "quoteForm": this section is a quote form.
   */
  type: 'quoteForm';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * The title shown above the section. At most 80 characters.
   */
  heading: string;
  /**
   * Optional short paragraph under the heading. At most 400 characters.
   */
  intro?: string;
  /**
   * The page's service, preselected in the form and stored with each lead: lowercase words joined by dashes, usually the page's own address (e.g. roof-repair), or other. Each page with a quote form adds its service, named by the page's title, to every quote form's list. At most 100 characters.
   */
  service: string;
}
/**
 * A small grid of recent project pictures, for a sidebar.
 */
export interface ProjectsSection {
  /**
   * Always "projects": this section is a recent projects.
   */
  type: 'projects';
  /**
   * Optional name to link straight to this section with #name (lowercase words joined by dashes).
   */
  id?: string;
  /**
   * The title shown above the section. At most 80 characters.
   */
  heading: string;
  /**
   * The project pictures, in order.
   *
   * @minItems 1
   * @maxItems 8
   */
  images: Image[];
}
