import net from 'node:net';

export interface HungServer {
  port: number;
  close: () => Promise<void>;
}

/**
 * A server that accepts every connection and never answers a byte: how a hung service looks to a
 * client, which (unlike a stopped one) gets no error to react to.
 */
export async function startHungServer(): Promise<HungServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
