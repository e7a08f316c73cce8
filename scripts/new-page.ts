// `npm run new-page -- /our-services/new-service "New Service"`: a new service page from the generic template, in the
// site's own words.
import { scaffoldPage } from './new-page/scaffold';

const [route, title] = process.argv.slice(2);
try {
  const { file } = scaffoldPage({ route: route ?? '', title: title ?? '' });
  console.log(`Created ${file}. Edit its texts, then run npm run check.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
