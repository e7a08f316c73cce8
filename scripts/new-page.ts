// `npm run new-page -- /door-installation/pivot-doors "Pivot Doors"`: a new service page from the generic template.
import { scaffoldPage } from './new-page/scaffold';

const [route, title] = process.argv.slice(2);
try {
  const { file } = scaffoldPage({ route: route ?? '', title: title ?? '' });
  console.log(`Created ${file}. Edit its texts, then run npm run check.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
