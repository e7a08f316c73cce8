export { LeadAlerts };

import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import { api } from '../api';
import type { LeadDetail } from '../types';
import { alertsWanted, chime, setAlertsWanted } from './alert-settings';
import { openLeadStream } from './lead-stream';
import { registerWorker, subscribePush, unsubscribePush } from './push-subscription';

// While the inbox is open: each new lead refreshes the list at once and, when this person turned alerts on,
// chimes and shows a system notification that opens the lead. The button turns them on or off on this device,
// Web Push with them (notifications while the inbox is closed).
function LeadAlerts() {
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    // After the first paint: the drawn page knows nothing of this device's choice.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setWanted(alertsWanted() && notificationsAllowed());
    void registerWorker();
  }, []);

  useEffect(
    () =>
      openLeadStream((id) => {
        if (!alertsWanted()) return;
        chime();
        void notify(id, (path) => navigate(path));
      }),
    [navigate],
  );

  async function toggle() {
    if (wanted) {
      setAlertsWanted(false);
      setWanted(false);
      await unsubscribePush();
      return;
    }
    // Asked on a tap, as browsers require; the tap also lets the page sound.
    chime();
    const permission = 'Notification' in window ? await Notification.requestPermission() : 'denied';
    setAlertsWanted(true);
    setWanted(permission === 'granted' || !('Notification' in window));
    // While the inbox is closed too: Web Push on this device.
    if (permission === 'granted') await subscribePush();
  }

  return (
    <Button variant={wanted ? 'light' : 'white'} size="xs" onClick={() => void toggle()} aria-pressed={wanted}>
      {wanted ? 'Alerts on' : 'Turn on alerts'}
    </Button>
  );
}

function notificationsAllowed(): boolean {
  return 'Notification' in window && Notification.permission === 'granted';
}

// The notification names the lead; a tap on it brings the inbox forward on that lead.
async function notify(id: string, open: (path: string) => void): Promise<void> {
  if (!notificationsAllowed()) return;
  const path = `/staff/leads/${encodeURIComponent(id)}`;
  let body = 'A new request arrived from the website.';
  try {
    const lead = await api.get(`leads/${encodeURIComponent(id)}`).json<LeadDetail>();
    body = [lead.lead.name, lead.labels.serviceType, lead.labels.city].filter(Boolean).join(' · ');
  } catch {
    // the short text will do
  }
  const notification = new Notification('New lead', { body, tag: id });
  notification.onclick = () => {
    window.focus();
    open(path);
    notification.close();
  };
}
