export { limitConnections };

import type { Server } from 'node:http';

// More open connections than `max` from one address are closed at once: one client cannot hold every socket.
// Behind a reverse proxy every connection comes from the proxy, which should bound them per client itself.
function limitConnections(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
