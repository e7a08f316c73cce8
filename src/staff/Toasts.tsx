export { Toasts };

import { Notifications } from '@mantine/notifications';

// Where "Saved" and "Not saved" messages appear; its code loads after the first screen.
function Toasts() {
  return <Notifications position="bottom-center" />;
}
