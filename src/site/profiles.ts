export { profilesElsewhere };

import type { Site } from '../content/types';

type NamedUrl = NonNullable<Site['social']>[number];

/** The business's pages on other sites: its social profiles, then its review sites; none when site.yaml lists none. */
function profilesElsewhere(site: Pick<Site, 'social' | 'reviewSites'>): NamedUrl[] {
  return [...(site.social ?? []), ...(site.reviewSites ?? [])];
}
