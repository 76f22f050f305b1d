// A loopback port for a server a script or test starts itself (bench, the
// nginx deployment test): asked of the system, so it is free right now.
import { type AddressInfo, createServer } from 'node:net';

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
