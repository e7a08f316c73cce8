export default Toasts;

import { useEffect, useState } from 'react';
import { Notification } from '@mantine/core';
import { notifications, useNotifications, type NotificationData } from '@mantine/notifications';

interface ToastsProps {
  /** The close buttons' name in the page's language; absent: English. */
  close?: string;
}

/** Toasts shown at once; later ones wait in the store's queue. */
const visible = 3;

// The toast area, top right; forms wake it when they have something to say. Mantine's notifications store holds
// the toasts (`notifications.show()`) and each renders as Mantine's Notification: its own small list instead of
// Mantine's <Notifications> (drag to dismiss, stacking, transitions: 11 KB gzip that a two-message site does
// not need).
function Toasts({ close = 'Close' }: ToastsProps) {
  const { notifications: shown } = useNotifications();
  return (
    <div className="toasts">
      {shown.slice(0, visible).map((toast) => (
        <Toast key={toast.id} toast={toast} close={close} />
      ))}
    </div>
  );
}

// Closes after `autoClose` ms, a countdown that stops while the pointer or focus is on it (WCAG 2.2.1), or
// with its close button.
function Toast({ toast, close }: { toast: NotificationData; close: string }) {
  const { id = '', message, title, color, autoClose, withCloseButton } = toast;
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held || typeof autoClose !== 'number') return;
    const timer = setTimeout(() => notifications.hide(id), autoClose);
    return () => clearTimeout(timer);
  }, [held, autoClose, id]);
  return (
    <Notification
      className="toasts-item"
      color={color}
      title={title}
      withCloseButton={withCloseButton !== false}
      closeButtonProps={{ 'aria-label': close }}
      onClose={() => notifications.hide(id)}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {message}
    </Notification>
  );
}
