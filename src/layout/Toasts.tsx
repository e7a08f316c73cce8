export default Toasts;

import { Notifications } from '@mantine/notifications';

// The toast area, top right; forms wake it when they have something to say.
function Toasts() {
  return <Notifications position="top-right" limit={3} />;
}
