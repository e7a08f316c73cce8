export { InboxToasts };

import { Notifications } from '@mantine/notifications';

// Where a lead page's "Saved" and "Not saved" messages appear: only that page shows any, so only it loads this
// code (and the transitions it brings), never the sign-in screen or the list.
function InboxToasts() {
  return <Notifications position="bottom-center" />;
}
