import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can black-hole the connections that LISTEN: from `blackHole()`
 * on, what they send or receive is dropped and nothing is closed, as when a firewall or NAT entry is lost.
 * Those connections stay dead after `heal()`; new ones pass again. Other connections (the pool's) pass all
 * the while.
 */
export async function startListenBlackHole(databaseUrl: string) {
  const target = new URL(databaseUrl);
  let holing = false;
  const listening = new Set<{ dead: boolean }>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const connection = { dead: false, listens: false };
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      if (!connection.listens && chunk.toString('latin1').toLowerCase().includes('listen ')) {
        connection.listens = true;
        listening.add(connection);
        if (holing) connection.dead = true;
      }
      if (!connection.dead) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!connection.dead) client.write(chunk);
    });
    const closeBoth = () => {
      // A dead connection tells its client nothing, not even that the server went away.
      if (!connection.dead) client.destroy();
      upstream.destroy();
    };
    client.on('close', () => {
      upstream.destroy();
      listening.delete(connection);
    });
    upstream.on('close', closeBoth);
    client.on('error', () => {});
    upstream.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    blackHole() {
      holing = true;
      for (const connection of listening) connection.dead = true;
    },
    heal() {
      holing = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
