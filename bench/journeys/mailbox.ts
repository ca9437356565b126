import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shoppers' inbox: watches the platform's mail folder (`MAIL_DIR`, where the file mailer
 * writes one `.eml` per message) and keeps each address's newest confirmation token. Only new
 * confirmation files are read, once each, so the folder can grow to thousands of messages.
 */
export class Mailbox {
  private readonly seen = new Set<string>();
  private readonly tokens = new Map<string, string>();
  private timer?: NodeJS.Timeout;

  constructor(private readonly dir: string) {}

  start(everyMs = 100): this {
    this.timer = setInterval(() => this.scan(), everyMs);
    this.timer.unref();
    return this;
  }

  stop() {
    clearInterval(this.timer);
  }

  /** The confirmation token mailed to `email`, once its mail has arrived. */
  confirmationToken(email: string): string | undefined {
    return this.tokens.get(email.toLowerCase());
  }

  private scan() {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (!name.endsWith('.eml') || !name.includes('-confirmation-') || this.seen.has(name)) continue;
      this.seen.add(name);
      const raw = readFileSync(join(this.dir, name), 'utf8');
      const to = /^To: *(?:.*<)?([^\s<>]+@[^\s<>]+?)>?\s*$/im.exec(raw)?.[1];
      const token = /confirmation_token=([A-Za-z0-9_-]+)/.exec(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];
      if (to && token) this.tokens.set(to.toLowerCase(), token);
    }
  }
}
