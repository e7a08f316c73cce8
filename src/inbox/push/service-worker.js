/* global self, clients, URL */
// The staff inbox's service worker (scope /staff/): shows each Web Push the server sends (a new lead, a lead
// waiting) while the inbox is closed, and a tap on it opens that lead. Served by the server at /staff/sw.js.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(clients.claim()));

self.addEventListener('push', (event) => {
  let message = { title: 'New lead', body: '', url: '/staff', tag: 'lead' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // an empty or unreadable push still says something arrived
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { url: message.url },
      icon: '/staff/icon.svg',
    }),
  );
});

// A tap brings an open inbox forward on the lead, or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/staff', self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(`${self.location.origin}/staff`));
      if (open) return open.navigate(url).then((client) => (client ?? open).focus());
      return clients.openWindow(url);
    }),
  );
});
