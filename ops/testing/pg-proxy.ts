/**
 * A TCP proxy to PostgreSQL that reads the protocol's messages, to stop the database at an exact moment of a
 * command: `pauseAt` holds all traffic from the message ending its steps until `resume`.
 */
import { createServer, Socket, type AddressInfo } from 'node:net';

/** A message of the protocol: its type byte (`Q`, `P`, `C` …; `''` for a start-up message) and its body. */
interface Message {
  from: 'command' | 'server';
  type: string;
  text: string;
}

/** A message to wait for: one from `from` whose body matches `text`. */
export interface Step {
  from: Message['from'];
  /** `P` (a statement parsed), `Q` (a simple query), `C` (a command's completion tag) … */
  type?: string;
  text: RegExp;
}

/** How the messages held go on: passed on, or the connections they came on cut with them. */
export type Resumption = 'pass' | 'cut';

export interface PgProxy {
  /** `url` (a database of the server) as reached through the proxy. */
  through(url: string): string;
  /**
   * Resolves when the messages of `steps` have passed in that order, holding all traffic from
   * the last one on until `resume`.
   */
  pauseAt(...steps: Step[]): Promise<void>;
  /** Holds all traffic from now on until `resume`. */
  pause(): void;
  /**
   * Lets the traffic go on: `pass` forwards what was held; `cut` closes, unsent, the connection
   * the last step's message came on, as a server that dies with it would.
   */
  resume(how?: Resumption): void;
  close(): Promise<void>;
}

interface Held {
  resumed: Promise<Resumption>;
  resume: (how: Resumption) => void;
}

function held(): Held {
  let resume!: (how: Resumption) => void;
  const resumed = new Promise<Resumption>((done) => (resume = done));
  return { resumed, resume };
}

export async function startPgProxy(serverPort: number): Promise<PgProxy> {
  const sockets = new Set<Socket>();
  let pausing: Held | undefined;
  let armed: { steps: Step[]; reached: () => void } | undefined;

  const matches = (step: Step, message: Message) =>
    step.from === message.from &&
    (step.type === undefined || step.type === message.type) &&
    step.text.test(message.text);

  /** What becomes of `message`: passed on, or its connection cut (the message that ended a pause with `cut`). */
  async function verdict(message: Message): Promise<Resumption> {
    let ends = false;
    if (armed && matches(armed.steps[0]!, message)) {
      armed.steps.shift();
      if (armed.steps.length === 0) {
        pausing = held();
        armed.reached();
        armed = undefined;
        ends = true;
      }
    }
    const how = pausing ? await pausing.resumed : 'pass';
    return ends ? how : 'pass';
  }

  /** Forwards `from` to `to` message by message; the first from a command is untyped (start-up). */
  function relay(from: Socket, to: Socket, side: Message['from']): void {
    let pending = Buffer.alloc(0);
    let untyped = side === 'command';
    let queue = Promise.resolve();
    from.on('data', (chunk: Buffer) => {
      queue = queue.then(async () => {
        pending = Buffer.concat([pending, chunk]);
        for (;;) {
          const header = untyped ? 0 : 1;
          if (pending.length < header + 4) return;
          const length = header + pending.readInt32BE(header);
          if (pending.length < length) return;
          const message = pending.subarray(0, length);
          pending = pending.subarray(length);
          const type = untyped ? '' : String.fromCharCode(message[0]!);
          untyped = false;
          const how = await verdict({ from: side, type, text: message.subarray(header + 4).toString('latin1') });
          if (how === 'cut') {
            from.destroy();
            to.destroy();
            return;
          }
          if (!to.destroyed) to.write(message);
        }
      });
    });
    // What came before the close is passed on first (a server's last words, once a pause ends).
    from.on('close', () => void queue.then(() => to.end()));
  }

  const server = createServer((command) => {
    const upstream = new Socket();
    for (const socket of [command, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    command.pause();
    upstream.connect(serverPort, '127.0.0.1', () => command.resume());
    relay(command, upstream, 'command');
    relay(upstream, command, 'server');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    through(url) {
      const proxied = new URL(url);
      proxied.port = String(port);
      return proxied.href;
    },
    pauseAt(...steps) {
      return new Promise((reached) => (armed = { steps, reached }));
    },
    pause() {
      pausing ??= held();
    },
    resume(how = 'pass') {
      pausing?.resume(how);
      pausing = undefined;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
