// What `npm run new-page` accepts, in one place: the script refuses other routes, and the check only offers the
// command for a route it will take.
export { newPageRoute, newPageTitle, newPageCommand };

/** A route of lowercase words joined by dashes, one or more levels deep: `/our-services/new-service`. */
const newPageRoute = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

/** A page name of letters, digits, spaces, & , . and -: `New Service`. */
const newPageTitle = /^[A-Za-z0-9][A-Za-z0-9 &,.-]*$/;

/** `/our-services/new-service` -> `npm run new-page -- /our-services/new-service "New Service"`; undefined for `/`. */
function newPageCommand(route: string): string | undefined {
  if (!newPageRoute.test(route)) return undefined;
  const slug = route.split('/').pop() ?? '';
  const title = slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return `npm run new-page -- ${route} "${title}"`;
}
