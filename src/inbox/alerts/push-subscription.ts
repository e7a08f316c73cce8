export { registerWorker, subscribePush, unsubscribePush };

import { api } from '../api';

const scope = '/staff';

// The service worker makes the inbox installable and shows pushes while it is closed (same origin: worker-src 'self').
function registerWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined);
  return navigator.serviceWorker.register('/staff/sw.js', { scope }).catch(() => undefined);
}

// This device's push subscription, made with the server's VAPID key and kept by the server for this account.
async function subscribePush(): Promise<boolean> {
  const registration = await registerWorker();
  if (!registration || !('PushManager' in window)) return false;
  try {
    const { publicKey } = await api.get('push/key').json<{ publicKey: string }>();
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes(publicKey) }));
    await api.post('push/subscriptions', { json: subscription.toJSON() });
    return true;
  } catch {
    return false;
  }
}

async function unsubscribePush(): Promise<void> {
  const registration = await registerWorker();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete('push/subscriptions', { json: { endpoint: subscription.endpoint } }).catch(() => {});
  await subscription.unsubscribe().catch(() => false);
}

function bytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
