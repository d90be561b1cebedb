import { createServer, type AddressInfo } from 'node:net';

export interface EmbeddedBroker {
  /** mqtt://127.0.0.1:<port> */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** An MQTT broker inside the server process, on 127.0.0.1 only; port 0 picks a free one. */
export async function startEmbeddedBroker({ port }: { port: number }): Promise<EmbeddedBroker> {
  // Loaded here, not with the server's code: the locks start after the server listens.
  const { Aedes } = await import('aedes');
  const broker = await Aedes.createBroker();
  const server = createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `mqtt://127.0.0.1:${actual}`,
    port: actual,
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
