export { Seo };

import { Helmet } from 'react-helmet-async';

interface SeoProps {
  /** Full document title. */
  title: string;
  /** Meta description. */
  description: string;
  /** Absolute canonical URL; omitted on pages that must not be indexed. */
  canonical?: string;
  /** Keep the page out of search results (404). @default false */
  noindex?: boolean;
  /** Absolute URL of the social sharing image; absent while editing (the build makes it). */
  image?: string;
  /** Business name, for og:site_name. */
  siteName: string;
  /** The page in each of its languages (absolute), the main language's first; absent on a site in one language. */
  alternates?: { language: string; href: string }[];
}

// React 19 hoists these tags into <head> because the whole document is rendered by React.
function Seo({ title, description, canonical, noindex = false, image, siteName, alternates }: SeoProps) {
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      {canonical && <link rel="canonical" href={canonical} />}
      {noindex && <meta name="robots" content="noindex" />}
      {/* Every language's address, this one's too, and the main language's for browsers in any other. */}
      {alternates?.map((a) => (
        <link key={a.language} rel="alternate" hrefLang={a.language} href={a.href} />
      ))}
      {alternates?.[0] && <link rel="alternate" hrefLang="x-default" href={alternates[0].href} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
    </Helmet>
  );
}
