export { Areas, MapFacade, mapPageUrl };
export type { AreasProps, MapFacadeProps };

import { Anchor, Button, Text } from '@mantine/core';
import type { PrimaryTown, SiteWords } from '../../content/types';
import { Icon } from '../../icons/Icon';
import { Cards } from '../cards/Cards';
import { useLocalRoute, useSite } from '../../site/context';
import { say, siteWords } from '../../site/words';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';

/** The section's keys, as schema/sections/areas.schema.json defines them. */
type AreasProps = SectionProps<'areas'>;

function Areas({ id, heading, intro, show = 'all', limit, map = false, cards = false, columns = 2 }: AreasProps) {
  const site = useSite();
  const local = useLocalRoute();
  const cities = servedCities(site.serviceAreas, show).slice(0, limit);
  const headingId = useHeadingId(id);
  // The main towns' cards: what site.yaml says of each, so a town added there has its card too.
  if (cards) {
    const items = site.serviceAreas.primary
      .filter((each) => cities.includes(each.town))
      .map(({ town, highlight, zips }) => ({
        title: town,
        description: highlight,
        tags: zips,
        link: { label: say(siteWords(site).areaQuote, { town }), href: local('/contact') },
      }));
    return <Cards id={id} heading={heading} intro={intro} columns={columns} items={items} />;
  }
  return (
    <SectionShell kind="areas" id={id} heading={heading} headingId={headingId} intro={intro}>
      <div className="areas-body" data-with-map={map || undefined}>
        <ul className="areas-list">
          {cities.map((city) => (
            <li key={city} className="areas-city">
              <Icon name="map-pin" size={20} className="areas-city-icon" />
              <span>{city}</span>
            </li>
          ))}
        </ul>
        {map && site.map && <MapFacade embedUrl={site.map.embedUrl} title={site.map.title} words={siteWords(site)} />}
      </div>
    </SectionShell>
  );
}

// site.yaml holds the one list of towns; every areas section shows it, or part of it.
function servedCities(areas: { primary: PrimaryTown[]; additional: string[] }, show: NonNullable<AreasProps['show']>): string[] {
  const primary = areas.primary.map((each) => each.town);
  if (show === 'primary') return primary;
  if (show === 'additional') return areas.additional;
  return [...primary, ...areas.additional];
}

interface MapFacadeProps {
  /** Address of the map to embed in an <iframe> once asked. */
  embedUrl: string;
  /** Title of the map, used for the <iframe>. */
  title: string;
  /** The button's and the link's words, in the page's language. */
  words: Pick<SiteWords, 'loadMap' | 'viewMap'>;
}

// No third-party map loads with the page: the placeholder holds the embed address for a script to swap in
// an <iframe> on click. The button stays hidden until that script reveals it; the link works without JavaScript.
function MapFacade({ embedUrl, title, words }: MapFacadeProps) {
  return (
    <div className="areas-map" data-map-facade="" data-map-src={embedUrl} data-map-title={title}>
      <div className="areas-map-placeholder">
        <Icon name="map-pin" size={40} className="areas-map-pin" />
        <Text className="areas-map-title">{title}</Text>
        <Button type="button" hidden data-map-load="" className="areas-map-load">
          {words.loadMap}
        </Button>
        <Anchor href={mapPageUrl(embedUrl)} className="areas-map-link" rel="noopener">
          {words.viewMap}
        </Anchor>
      </div>
    </div>
  );
}

// The embed address minus its embed switch opens the same map as a normal page.
function mapPageUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  if (url.searchParams.get('output') === 'embed') url.searchParams.delete('output');
  return url.toString();
}
