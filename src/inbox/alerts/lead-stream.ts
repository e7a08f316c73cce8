export { openLeadStream, onNewLead, leadArrivedEvent };

/** Window event the list listens to: a lead arrived (detail: its id). */
const leadArrivedEvent = 'inbox:lead';

// One stream per open inbox: the server announces each new lead; EventSource reconnects by itself.
function openLeadStream(onLead: (id: string) => void): () => void {
  const source = new EventSource('/api/staff/events', { withCredentials: true });
  source.addEventListener('lead', (event) => {
    try {
      const { id } = JSON.parse((event as MessageEvent<string>).data) as { id: string };
      window.dispatchEvent(new CustomEvent(leadArrivedEvent, { detail: id }));
      onLead(id);
    } catch {
      // a line this version does not understand
    }
  });
  return () => source.close();
}

/** Calls `listener` for each lead announced while it is subscribed; returns the unsubscribe. */
function onNewLead(listener: (id: string) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(leadArrivedEvent, handle);
  return () => window.removeEventListener(leadArrivedEvent, handle);
}
