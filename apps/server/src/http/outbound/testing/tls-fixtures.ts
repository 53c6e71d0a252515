import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { listenOnLoopback } from './listen-on-loopback';

export type KeyPair = { key: string; cert: string };

export type TestCertificates = {
  /** The test CA's certificate (PEM): what a connector is told to trust. */
  ca: string;
  /** Signed by the CA for `media.test`. */
  media: KeyPair;
  /** Signed by the CA for `other.test` (a valid chain, the wrong name). */
  other: KeyPair;
  /** Self-signed for `media.test` (the right name, no trusted chain). */
  selfSigned: KeyPair;
};

const OPENSSL = '/usr/bin/openssl';
const EC_KEY = '-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1';

/**
 * Throwaway certificates made with the openssl CLI in a temp dir that is deleted at once: no key is
 * committed and none outlives the test run (they live in memory only).
 */
export function makeTestCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'prowrite-tls-'));
  // Arguments contain no spaces, so a command line reads as one string.
  const run = (command: string) => execFileSync(OPENSSL, command.split(' '), { cwd: dir, stdio: 'pipe' });
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  try {
    run(
      `req -x509 ${EC_KEY} -keyout ca.key -out ca.crt -subj /CN=prowrite-test-ca ` +
        '-addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign,cRLSign',
    );
    const signed = (name: string): KeyPair => {
      writeFileSync(
        join(dir, `${name}.ext`),
        `subjectAltName=DNS:${name}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`,
      );
      run(`req ${EC_KEY} -keyout ${name}.key -out ${name}.csr -subj /CN=${name}`);
      run(
        `x509 -req -in ${name}.csr -CA ca.crt -CAkey ca.key -set_serial 1 -days 1 ` +
          `-extfile ${name}.ext -out ${name}.crt`,
      );
      return { key: read(`${name}.key`), cert: read(`${name}.crt`) };
    };
    const media = signed('media.test');
    const other = signed('other.test');
    run(
      `req -x509 ${EC_KEY} -keyout self.key -out self.crt -subj /CN=media.test ` +
        '-addext subjectAltName=DNS:media.test',
    );
    return {
      ca: read('ca.crt'),
      media,
      other,
      selfSigned: { key: read('self.key'), cert: read('self.crt') },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type TlsLoopbackServer = {
  port: number;
  /** The SNI name of every handshake attempt ('' when the client sent none), failed handshakes included. */
  servernames: string[];
  /** Every request path that got through the handshake. */
  seen: string[];
  close(): Promise<void>;
};

/** An HTTPS server on 127.0.0.1 presenting `pair` (tests only). */
export async function startTlsLoopbackServer(
  pair: KeyPair,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<TlsLoopbackServer> {
  const servernames: string[] = [];
  const seen: string[] = [];
  const context = tls.createSecureContext(pair);
  const server = https.createServer(
    {
      ...pair,
      // Called for every ClientHello that carries SNI: records what the client asked for.
      SNICallback: (servername, callback) => {
        servernames.push(servername);
        callback(null, context);
      },
    },
    (req, res) => {
      seen.push(req.url ?? '/');
      handler(req, res);
    },
  );
  // A handshake without SNI never reaches the SNICallback; record it as ''.
  server.on('secureConnection', (socket: tls.TLSSocket) => {
    if (!socket.servername) servernames.push('');
  });
  const port = await listenOnLoopback(server);
  return {
    port,
    servernames,
    seen,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A TCP server on 127.0.0.1 that accepts and never says a word (no TLS handshake ever completes). */
export async function startSilentServer(): Promise<{
  port: number;
  /** Resolves when the first accepted connection has been closed by the client. */
  firstClosed: Promise<void>;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let closed!: () => void;
  const firstClosed = new Promise<void>((resolve) => {
    closed = resolve;
  });
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    // Read (and drop) what the client sends: a paused socket would never notice the client's FIN.
    socket.resume();
    socket.on('close', () => {
      sockets.delete(socket);
      closed();
    });
  });
  const port = await listenOnLoopback(server);
  return {
    port,
    firstClosed,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
