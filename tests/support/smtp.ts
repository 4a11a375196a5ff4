import net from "node:net";

/**
 * A mail server for the job tests: speaks just enough SMTP for nodemailer (no TLS, no auth) and
 * keeps what it receives. `delayMs` holds each message before accepting it (a slow server);
 * `silent` accepts connections and never greets (a stalled one: the client waits on it).
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  at: number;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Connections so far (a silent server's only sign of a client). */
  connections: number;
  /** Resolves at the next connection. */
  nextConnection(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtp(opts: { delayMs?: number; silent?: boolean } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let waiting: (() => void)[] = [];
  const state = { connections: 0 };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    state.connections += 1;
    for (const w of waiting) w();
    waiting = [];
    if (opts.silent) return;
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "", at: 0 };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 test-smtp ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const done = { ...mail, at: Date.now() };
          setTimeout(() => {
            received.push(done);
            reply("250 2.0.0 queued");
          }, opts.delayMs ?? 0);
          mail = { from: "", to: [], data: "", at: 0 };
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") {
          reply("250-test-smtp\r\n250 8BITMIME");
        } else if (verb === "MAIL") {
          mail.from = line.slice(10).trim();
          reply("250 2.1.0 OK");
        } else if (verb === "RCPT") {
          mail.to.push(line.slice(8).trim());
          reply("250 2.1.5 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 go ahead");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else {
          reply("250 OK");
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get connections() {
      return state.connections;
    },
    nextConnection: () => new Promise<void>((resolve) => waiting.push(resolve)),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
