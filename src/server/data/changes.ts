import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * What an operator changed, told to every node serving the platform so each drops what it kept
 * from before (guests' page data, …) within a moment, not when its own copy expires. One node on
 * SQLite tells only itself; nodes sharing PostgreSQL tell each other with LISTEN/NOTIFY.
 */
export interface ChangeFeed {
  /** Tells this node at once and, on PostgreSQL, every other node. */
  announce(topic: string): Promise<void>;
  /** Calls `listener` with each topic announced on any node; answers the unsubscribe. */
  listen(listener: (topic: string) => void): () => void;
  close(): Promise<void>;
}

/**
 * Said to this node's listeners when it may have missed announcements (its listening connection
 * was lost and is back): everything kept from before must go, as if every topic had changed.
 */
export const MISSED_CHANGES = 'missed';

class Listeners {
  private readonly all = new Set<(topic: string) => void>();
  add(listener: (topic: string) => void): () => void {
    this.all.add(listener);
    return () => this.all.delete(listener);
  }
  tell(topic: string): void {
    for (const listener of this.all) listener(topic);
  }
}

/** One process, one database file: the announcing node is the only one to tell. */
export function localFeed(): ChangeFeed {
  const listeners = new Listeners();
  return {
    announce: async (topic) => listeners.tell(topic),
    listen: (listener) => listeners.add(listener),
    close: async () => {},
  };
}

const CHANNEL = 'platform_changes';

/**
 * Nodes sharing one PostgreSQL database: announcements go out with NOTIFY on `pool` and come in
 * on a connection of this feed's own that LISTENs; a lost connection is opened again (after a
 * growing pause) and then says MISSED_CHANGES, since announcements made meanwhile are gone.
 */
export async function postgresFeed(url: string, pool: pg.Pool): Promise<ChangeFeed> {
  const node = randomUUID();
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 100;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const [from, topic] = (message.payload ?? '').split('|', 2);
      // This node told its own listeners when it announced.
      if (from !== node && topic) listeners.tell(topic);
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    retryMs = 100;
  };
  const reconnect = (lost: pg.Client) => {
    if (closed || client !== lost) return;
    client = null;
    lost.removeAllListeners('end');
    void lost.end().catch(() => {});
    const attempt = () => {
      if (closed) return;
      connect().then(
        () => listeners.tell(MISSED_CHANGES),
        () => {
          retryMs = Math.min(retryMs * 2, 5000);
          setTimeout(attempt, retryMs);
        },
      );
    };
    setTimeout(attempt, retryMs);
  };

  await connect();
  return {
    announce: async (topic) => {
      if (topic.includes('|')) throw new Error(`not a change topic: ${topic}`);
      listeners.tell(topic);
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, `${node}|${topic}`]);
    },
    listen: (listener) => listeners.add(listener),
    close: async () => {
      closed = true;
      const last = client;
      client = null;
      await last?.end();
    },
  };
}
