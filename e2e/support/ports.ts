import net from 'node:net';

/** Ports of the site the tests run against; away from `npm start` (8080) and `npm run dev` (3000+). */
export const testPorts = {
  site: Number(process.env.E2E_PORT ?? 4180),
  cms: Number(process.env.E2E_CMS_PORT ?? 4181),
  relay: Number(process.env.E2E_RELAY_PORT ?? 4182),
  chat: Number(process.env.E2E_CHAT_PORT ?? 4183),
};

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
